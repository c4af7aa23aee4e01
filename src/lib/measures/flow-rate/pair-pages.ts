/**
 * The flow rate pairs with a page of their own, each both ways: the conversions people look up
 * (gpm and L/min, L/s and gpm, m³/h and L/min, cfm and m³/h), not all 110 ordered pairs.
 */
import type { FlowRateUnitKey } from "./units";

const searchedPairs: readonly (readonly [FlowRateUnitKey, FlowRateUnitKey])[] = [
  ["liters_per_minute", "us_gallons_per_minute"],
  ["liters_per_second", "us_gallons_per_minute"],
  ["cubic_meters_per_hour", "liters_per_minute"],
  ["cubic_feet_per_minute", "cubic_meters_per_hour"],
  ["liters_per_second", "liters_per_minute"],
  ["cubic_meters_per_second", "liters_per_second"],
  ["cubic_meters_per_hour", "liters_per_second"],
  ["liters_per_hour", "liters_per_minute"],
  ["milliliters_per_minute", "liters_per_minute"],
  ["us_gallons_per_hour", "liters_per_hour"],
  ["uk_gallons_per_minute", "liters_per_minute"],
  ["uk_gallons_per_minute", "us_gallons_per_minute"],
  ["cubic_feet_per_second", "cubic_meters_per_second"],
  ["cubic_feet_per_minute", "liters_per_second"],
  ["us_gallons_per_minute", "cubic_feet_per_minute"],
  ["us_gallons_per_minute", "us_gallons_per_hour"],
];

/** Every searched pair, in both directions. */
export const flowRatePairPages = searchedPairs.flatMap(([a, b]) => [
  [a, b] as const,
  [b, a] as const,
]);
