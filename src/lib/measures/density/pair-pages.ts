/**
 * The density pairs with a page of their own, each both ways: the SI unit against the units of
 * laboratories, US engineering and the two gallons, grams per cubic centimeter against US units,
 * and the pairs of water and solution tables (milligrams and grams per liter).
 */
import { pairPagesBothWays } from "../measure";
import type { DensityUnitKey } from "./units";

export const densityPairPages = pairPagesBothWays<DensityUnitKey>([
  ["gram_per_cubic_centimeter", "kilogram_per_cubic_meter"],
  ["pound_per_cubic_foot", "kilogram_per_cubic_meter"],
  ["gram_per_milliliter", "pound_per_us_gallon"],
  ["gram_per_cubic_centimeter", "pound_per_cubic_foot"],
  ["gram_per_cubic_centimeter", "pound_per_cubic_inch"],
  ["kilogram_per_liter", "kilogram_per_cubic_meter"],
  ["pound_per_us_gallon", "kilogram_per_cubic_meter"],
  ["pound_per_uk_gallon", "kilogram_per_cubic_meter"],
  ["pound_per_us_gallon", "pound_per_uk_gallon"],
  ["ounce_per_cubic_inch", "gram_per_cubic_centimeter"],
  ["gram_per_milliliter", "kilogram_per_cubic_meter"],
  ["pound_per_cubic_inch", "kilogram_per_cubic_meter"],
  ["milligram_per_liter", "gram_per_liter"],
  ["gram_per_liter", "kilogram_per_cubic_meter"],
  ["kilogram_per_liter", "pound_per_us_gallon"],
]);
