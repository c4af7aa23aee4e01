/** The energy context band of the spec (section 9, context bands). */
import type { EnergyUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { energyUnits } from "./units";
import { convertWithin } from "../linear";

/**
 * An everyday comparison for an energy in joules. Bands: below 1, 4200, 100000, 3,600,000,
 * 36,000,000; else large.
 * @example energyBand(2000) // "About the energy to heat a cup of water."
 */
export function energyBand(joules: number): string {
  if (joules < 1) return "That is a very small amount of energy.";
  if (joules < 4200) return "About the energy to heat a cup of water.";
  if (joules < 100_000) return "About the energy in a small snack (e.g., an apple).";
  if (joules < 3_600_000) return "Comparable to running a 100W light bulb for an hour.";
  if (joules < 36_000_000) return "Comparable to the average daily household electricity usage.";
  return "That is a large amount of energy.";
}

/**
 * The context line of a energy conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<EnergyUnitKey>): ConverterContext {
  return contextLine(
    "Energy context",
    energyBand(convertWithin(energyUnits, value, from, "joule")),
  );
}
