/**
 * The converters' Precision choice: "auto" keeps each page's own result format (spec §9), the
 * others print a fixed number of decimal places or significant digits. Values whose fixed form
 * would be a row of zeros switch to JavaScript's exponential form, as the spec's formats do.
 */
import type { ConverterConfig, UnitOption } from "./measures/define-converter";
import { withUnitSymbol } from "./result-format";

/** "auto", "d<n>" (n decimal places) or "s<n>" (n significant digits). */
export type Precision = "auto" | `d${number}` | `s${number}`;

/** The choice the page starts with: its spec format. */
export const defaultPrecision: Precision = "auto";

export const decimalPlaces = { min: 0, max: 10 } as const;
export const significantDigits = { min: 3, max: 15 } as const;

/** Below this the numbers are exact integers in a double; above it, digits would be noise. */
const largestFixedMagnitude = 1e15;

/**
 * A precision's name as the Precision select and the result's note say it.
 * @example precisionLabel("d1") // "1 decimal place"
 * @example precisionLabel("s6") // "6 significant digits"
 */
export function precisionLabel(precision: Precision): string {
  if (precision === "auto") return "Auto";
  const count = Number(precision.slice(1));
  return precision.startsWith("d")
    ? `${count} decimal ${count === 1 ? "place" : "places"}`
    : `${count} significant digits`;
}

/**
 * Reads a stored or selected precision; anything that is not one of the options (Auto, 0-10
 * decimal places, 3-15 significant digits) is "auto".
 * @example parsePrecision("s6") // "s6"
 * @example parsePrecision("d99") // "auto"
 */
export function parsePrecision(text: string | null | undefined): Precision {
  const [, kind, digits] = /^([ds])(\d+)$/.exec(text ?? "") ?? [];
  const count = Number(digits);
  const limits = kind === "d" ? decimalPlaces : significantDigits;
  return kind && count >= limits.min && count <= limits.max && String(count) === digits
    ? (text as Precision)
    : defaultPrecision;
}

/**
 * A number at an explicit precision, without grouping. Decimal places print exactly that many
 * decimals unless the value would round to zero or reach 1e15; significant digits switch to
 * exponential form below 1e-6 and when the integer part has more digits than asked for (as
 * JavaScript's toPrecision does).
 * @example formatAtPrecision(32.808398950131235, "d2") // "32.81"
 * @example formatAtPrecision(0.0000123, "d3") // "1.230e-5"
 * @example formatAtPrecision(3.280839895013123, "s10") // "3.280839895"
 */
export function formatAtPrecision(value: number, precision: Exclude<Precision, "auto">): string {
  const digits = Number(precision.slice(1));
  const magnitude = Math.abs(value);
  // -0 and values that round to -0 would print a minus sign in front of zeros.
  const number = magnitude === 0 ? 0 : value;
  if (precision.startsWith("d")) {
    const roundsToZero = magnitude > 0 && magnitude < 0.5 * 10 ** -digits;
    return roundsToZero || magnitude >= largestFixedMagnitude
      ? number.toExponential(digits)
      : number.toFixed(digits);
  }
  // toPrecision itself switches to exponential form for exponents below -6 or of `digits` or more.
  return number.toPrecision(digits);
}

/**
 * The result text with its unit at a precision: the converter's own format for "auto" (the
 * all-conversions list's format when `forList`), else the number at that precision.
 * @example resultAtPrecision(lengthConverter, 3.280839895013123, foot, "d2") // "3.28 ft"
 */
export function resultAtPrecision(
  config: ConverterConfig,
  value: number,
  unit: UnitOption,
  precision: Precision,
  forList = false,
): string {
  if (precision === "auto") {
    return forList ? config.formatListValue(value, unit) : config.formatResult(value, unit);
  }
  return withUnitSymbol(formatAtPrecision(value, precision), unit.symbol);
}

/**
 * The number part of a result text: the text without its unit symbol.
 * @example numberPart("98.60°F", "°F") // "98.60"
 */
export function numberPart(resultText: string, symbol: string): string {
  return resultText.endsWith(symbol) ? resultText.slice(0, -symbol.length).trim() : resultText;
}
