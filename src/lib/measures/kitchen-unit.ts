/**
 * A unit as the cooking converter lists it: a unit of a measure's table under the cooking page's
 * own option groups. Used by each measure's cooking-units.ts (volume, weight).
 */
import type { LinearUnit, UnitNames } from "./types";

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

/** A measure the ingredient guide takes an amount in: its select label and its names. */
export interface IngredientMeasureUnit<Key extends string> {
  key: Key;
  label: string;
  singular: string;
  plural: string;
}

/**
 * A unit as the ingredient guide offers it: labelled by its heading, named as the pair pages name it.
 * @example ingredientMeasure(massUnitNames, "gram") // { key: "gram", label: "Grams", singular: "gram", plural: "grams" }
 */
export function ingredientMeasure<Key extends string>(
  names: Readonly<Record<NoInfer<Key>, UnitNames>>,
  key: Key,
): IngredientMeasureUnit<Key> {
  const { heading, singular, plural } = names[key];
  return { key, label: heading, singular, plural };
}
