/**
 * The force pairs with a page of their own, each both ways: the newton against every other unit
 * people convert, and the pairs of engineering tables (kilonewtons and kips, pounds- and
 * kilograms-force).
 */
import { pairPagesBothWays } from "../measure";
import type { ForceUnitKey } from "./units";

export const forcePairPages = pairPagesBothWays<ForceUnitKey>([
  ["pound_force", "newton"],
  ["kilogram_force", "newton"],
  ["kilonewton", "pound_force"],
  ["kip", "kilonewton"],
  ["newton", "dyne"],
  ["kilonewton", "newton"],
  ["kilogram_force", "pound_force"],
  ["kilonewton", "kilogram_force"],
  ["tonne_force", "kilonewton"],
  ["ounce_force", "newton"],
  ["poundal", "newton"],
  ["kip", "pound_force"],
  ["meganewton", "kilonewton"],
  ["tonne_force", "pound_force"],
]);
