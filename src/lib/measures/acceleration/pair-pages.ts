/**
 * The acceleration pairs with a page of their own, each both ways: standard gravity and the SI
 * unit against every other unit, and the two speed-per-second units against each other.
 */
import { pairPagesBothWays } from "../measure";
import type { AccelerationUnitKey } from "./units";

export const accelerationPairPages = pairPagesBothWays<AccelerationUnitKey>([
  ["standard_gravity", "meter_per_second_squared"],
  ["foot_per_second_squared", "meter_per_second_squared"],
  ["centimeter_per_second_squared", "meter_per_second_squared"],
  ["inch_per_second_squared", "meter_per_second_squared"],
  ["kilometer_per_hour_per_second", "meter_per_second_squared"],
  ["mile_per_hour_per_second", "meter_per_second_squared"],
  ["standard_gravity", "foot_per_second_squared"],
  ["standard_gravity", "inch_per_second_squared"],
  ["standard_gravity", "centimeter_per_second_squared"],
  ["standard_gravity", "kilometer_per_hour_per_second"],
  ["standard_gravity", "mile_per_hour_per_second"],
  ["mile_per_hour_per_second", "kilometer_per_hour_per_second"],
]);
