/**
 * Weight in the kitchen: the cooking converter's weight units (pounds and ounces, then metric),
 * and its default pair. Evaluated at build time
 * (src/integrations/evaluated-units.ts), so the browser gets these units and names as literals.
 */
import { kitchenUnits } from "../kitchen-unit";
import { massUnits, type MassUnitKey } from "./units";

/** The cooking page's weight units, in the page's order. */
export const cookingWeightUnits = kitchenUnits(massUnits, {
  usImperial: ["pound", "ounce"],
  metric: ["kilogram", "gram"],
} satisfies Record<string, MassUnitKey[]>);

export type CookingWeightUnit = (typeof cookingWeightUnits)[number]["key"];

/** The weight converter's pair as the page opens. */
export const cookingWeightDefaults = {
  from: "pound",
  to: "kilogram",
} as const satisfies Record<string, CookingWeightUnit>;
