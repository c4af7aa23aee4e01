/**
 * Volume in the kitchen: the cooking converter's volume units (US cups, spoons and pints, then
 * metric), its default pair and the amounts of its cup reference table. Evaluated at build time
 * (src/integrations/evaluated-units.ts), so the browser gets these units and names as literals.
 */
import { kitchenUnits } from "../kitchen-unit";
import { volumeUnits, type VolumeUnitKey } from "./units";

/** The cooking page's volume units, in the page's order. */
export const cookingVolumeUnits = kitchenUnits(volumeUnits, {
  usImperial: ["cup", "tablespoon", "teaspoon", "fluid_ounce", "pint", "quart"],
  metric: ["liter", "milliliter"],
} satisfies Record<string, VolumeUnitKey[]>);

export type CookingVolumeUnit = (typeof cookingVolumeUnits)[number]["key"];

/** The volume converter's pair as the page opens, and the unit recipe scaling starts in. */
export const cookingVolumeDefaults = {
  from: "cup",
  to: "milliliter",
} as const satisfies Record<string, CookingVolumeUnit>;

/** The rows of the cooking page's volume reference table: everyday amounts in cups and spoons. */
export const kitchenReferenceAmounts = [
  { amount: "1 cup", quantity: 1, unit: "cup" },
  { amount: "¾ cup", quantity: 0.75, unit: "cup" },
  { amount: "½ cup", quantity: 0.5, unit: "cup" },
  { amount: "⅓ cup", quantity: 1 / 3, unit: "cup" },
  { amount: "¼ cup", quantity: 0.25, unit: "cup" },
  { amount: "1 fl oz", quantity: 1, unit: "fluid_ounce" },
  { amount: "1 tbsp", quantity: 1, unit: "tablespoon" },
  { amount: "1 tsp", quantity: 1, unit: "teaspoon" },
] as const satisfies readonly { amount: string; quantity: number; unit: CookingVolumeUnit }[];

/** The columns of that table, each an amount in one unit. */
export const kitchenReferenceColumns = {
  tablespoons: "tablespoon",
  teaspoons: "teaspoon",
  fluidOunces: "fluid_ounce",
  milliliters: "milliliter",
} as const satisfies Record<string, CookingVolumeUnit>;
