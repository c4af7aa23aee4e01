/** The pressure context band of the spec (section 9, context bands). */
import type { PressureUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { pressureUnits } from "./units";
import { convertWithin } from "../linear";
import { formatSixSignificantOrExponent, withUnitSymbol } from "../../result-format";

/**
 * The pressure level of a pressure in atmospheres. Bands: below 0.1, 0.9, 1.1, 3, 100; else extreme.
 * @example pressureBand(1) // "Standard atmospheric pressure: the air pressure at sea level."
 */
export function pressureBand(atmospheres: number): string {
  if (atmospheres < 0.1) return "Near-perfect vacuum: far below the air around us.";
  if (atmospheres < 0.9) return "Low pressure (high altitude): like the thin air on a mountain.";
  if (atmospheres < 1.1) return "Standard atmospheric pressure: the air pressure at sea level.";
  if (atmospheres < 3) return "Car tire pressure: what keeps a car tire firm.";
  if (atmospheres < 100) return "Scuba tank pressure: the range of compressed-gas cylinders.";
  return "Extreme industrial pressure: hydraulic presses and the deep sea.";
}

/**
 * The context line of a pressure conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({
  value,
  from,
  resultText,
}: Conversion<PressureUnitKey>): ConverterContext {
  const fromUnit = pressureUnits.find((unit) => unit.key === from);
  const formula = `${withUnitSymbol(formatSixSignificantOrExponent(value), fromUnit?.symbol ?? from)} = ${resultText}`;
  return {
    ...contextLine(
      "Pressure level",
      pressureBand(convertWithin(pressureUnits, value, from, "atmosphere")),
    ),
    formula,
  };
}
