/**
 * The torque pairs with a page of their own, each both ways: the newton-metre against every other
 * unit, and the pairs of workshop and servo-motor specifications (pound-force feet and inches,
 * kilogram-force and ounce-force units).
 */
import { pairPagesBothWays } from "../measure";
import type { TorqueUnitKey } from "./units";

export const torquePairPages = pairPagesBothWays<TorqueUnitKey>([
  ["newton_meter", "pound_force_foot"],
  ["pound_force_inch", "newton_meter"],
  ["kilogram_force_meter", "newton_meter"],
  ["kilogram_force_centimeter", "newton_meter"],
  ["newton_centimeter", "newton_meter"],
  ["kilonewton_meter", "newton_meter"],
  ["ounce_force_inch", "newton_meter"],
  ["dyne_centimeter", "newton_meter"],
  ["pound_force_foot", "pound_force_inch"],
  ["kilonewton_meter", "pound_force_foot"],
  ["kilogram_force_meter", "pound_force_foot"],
  ["ounce_force_inch", "kilogram_force_centimeter"],
  ["newton_centimeter", "pound_force_inch"],
  ["kilogram_force_centimeter", "pound_force_inch"],
]);
