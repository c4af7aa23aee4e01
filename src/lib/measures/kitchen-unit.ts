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
 * Units of a table under the cooking page's groups, in the order given; each key is checked
 * against the table.
 * @example kitchenUnits(massUnits, { usImperial: ["pound"], metric: ["gram"] }).map((unit) => unit.group) // ["US / Imperial", "Metric"]
 */
export function kitchenUnits<const Key extends string>(
  table: readonly LinearUnit[],
  keysByGroup: Readonly<Record<keyof typeof kitchenGroups, readonly Key[]>>,
): KitchenUnit<Key>[] {
  return (Object.keys(kitchenGroups) as (keyof typeof kitchenGroups)[]).flatMap((group) =>
    keysByGroup[group].map((key) => {
      const unit = table.find((candidate) => candidate.key === key);
      if (!unit) throw new Error(`Unknown unit: ${key}`);
      return { ...unit, key, group: kitchenGroups[group] };
    }),
  );
}
