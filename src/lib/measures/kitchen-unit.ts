/**
 * A unit as the cooking converter lists it: a unit of a measure's table under the cooking page's
 * own option groups. Used by each measure's cooking-units.ts (volume, weight).
 */
import type { LinearUnit } from "./types";

/** The cooking page's option groups. */
export const kitchenGroups = { usImperial: "US / Imperial", metric: "Metric" } as const;

/** A unit of a measure's table, under a cooking page group. */
export interface KitchenUnit<Key extends string> extends LinearUnit {
  key: Key;
}

/**
 * A unit of a table under a cooking page group; the key is checked against the table's keys.
 * @example kitchenUnit(volumeUnits, "cup", kitchenGroups.usImperial).symbol // "cup"
 */
export function kitchenUnit<Key extends string>(
  table: readonly LinearUnit[],
  key: Key,
  group: string,
): KitchenUnit<Key> {
  const unit = table.find((candidate) => candidate.key === key);
  if (!unit) throw new Error(`Unknown unit: ${key}`);
  return { ...unit, key, group };
}

/** A measure the ingredient guide takes an amount in: its select label and its names. */
export interface IngredientMeasureUnit<Key extends string> {
  key: Key;
  label: string;
  singular: string;
  plural: string;
}
