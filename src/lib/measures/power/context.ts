/** The power context band of the spec (section 9, context bands). */
import type { PowerUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { powerUnits } from "./units";
import { convertWithin } from "../linear";

/**
 * The power level of a power in watts. Bands: below 1, 100, 1000, 10000, 100000, 1,000,000; else
 * industrial.
 * @example powerBand(50) // "Small household device (e.g., a laptop): everyday electronics."
 */
export function powerBand(watts: number): string {
  if (watts < 1) return "Very low power (electronic components): a sensor or an indicator light.";
  if (watts < 100) return "Small household device (e.g., a laptop): everyday electronics.";
  if (watts < 1000) return "Medium appliance (e.g., a microwave): a typical kitchen appliance.";
  if (watts < 10_000) return "Large appliance (e.g., an oven): heavy household equipment.";
  if (watts < 100_000) return "Small car engine: the output of a compact car.";
  if (watts < 1_000_000) return "High-performance car engine: sports-car territory.";
  return "Industrial or power plant level: beyond any vehicle on the road.";
}

/**
 * The context line of a power conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<PowerUnitKey>): ConverterContext {
  return contextLine("Power level", powerBand(convertWithin(powerUnits, value, from, "watt")));
}
