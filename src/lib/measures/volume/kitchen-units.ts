/**
 * The volume units of a measuring set, whose results get a kitchen line ("1/4 cup + 2 tbsp"):
 * cups, tablespoons and teaspoons, the teaspoon being the smallest. Apart from
 * kitchen-measures.ts so that a page can tell which results get the line without its code.
 */
import type { VolumeUnitKey } from "./units";

export type KitchenUnitKey = Extract<VolumeUnitKey, "cup" | "tablespoon" | "teaspoon">;

/** The measuring set's units, largest first. */
export const kitchenUnitKeys = [
  "cup",
  "tablespoon",
  "teaspoon",
] as const satisfies readonly KitchenUnitKey[];

/**
 * Whether a unit key is one of the measuring set's.
 * @example isKitchenUnit("tablespoon") // true
 */
export function isKitchenUnit(key: string): key is KitchenUnitKey {
  return (kitchenUnitKeys as readonly string[]).includes(key);
}
