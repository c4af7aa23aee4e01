/**
 * The density context line: the density as a multiple of water's, taken as 1 g/cm³ (water is
 * 0.99997 g/cm³ at 4 °C and 0.998 at 20 °C), and whether a solid that dense floats or sinks in it.
 */
import type { DensityUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { densityUnits } from "./units";
import { convertWithin } from "../linear";
import { roughFigure } from "../reference-card";

/**
 * How a density compares with water's, given in times water (g/cm³). Bands: 0, below 0.01, 0.995,
 * up to 1.005, below 3 and 11; from 11, the densest metals.
 * @example densityBand(0.917) // "lighter, so it floats, like ice, wood or oil."
 */
export function densityBand(timesWater: number): string {
  if (timesWater === 0) return "no mass at all, as in a perfect vacuum.";
  if (timesWater < 0.01) return "a gas's density; air at sea level is about 0.0012 times water.";
  if (timesWater < 0.995) return "lighter, so it floats, like ice, wood or oil.";
  if (timesWater <= 1.005) return "about the same, so it barely floats or sinks.";
  if (timesWater < 3) return "denser, so it sinks, like sand, glass, concrete or aluminum.";
  if (timesWater < 11) return "denser, so it sinks, like iron and steel (about 7.9) or copper (9).";
  return "far denser, like lead (11.3), mercury (13.5) or gold (19.3).";
}

/**
 * The context line of a density conversion (loaded with the converter's details, not with the
 * page).
 * @example measureContext({ value: 1, from: "gram_per_cubic_centimeter", to, result, resultText }).text // "1 times the density of water (1 g/cm³): about the same, …"
 */
export function measureContext({ value, from }: Conversion<DensityUnitKey>): ConverterContext {
  const timesWater = convertWithin(densityUnits, value, from, "gram_per_cubic_centimeter");
  return contextLine(
    "Compared with water",
    `${roughFigure(timesWater)} times the density of water (1 g/cm³): ${densityBand(timesWater)}`,
  );
}
