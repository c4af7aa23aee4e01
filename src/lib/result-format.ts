/**
 * The result formats of spec §9 'Result formatting', one function per rule. Every function takes a
 * number and returns the text shown on the page (en-US, so server and browser agree); the
 * all-conversions lists use the same format as their page, except fuel economy.
 *
 * Two rules of our own sit on top of the spec's (DESIGN.md, "Exact"): a format never shows a
 * non-zero answer as 0 or more than 1% off (1 mm is 6.2137e-7 mi, not 0.000001; 0.0012 km/h is
 * 0.0012, not 0.00), and a whole
 * number below 2⁵³ is shown with all its digits (1 GB is 1,073,741,824 B, not 1073740000). The
 * site's one notation for very small and large numbers is the spec's: 4 decimals and "e".
 */
import { formatExponential, formatFixed, formatSignificant, formatTrimmed } from "./number-format";

/** How far a shown number may be from the value before it gives way to scientific notation. */
const largestShownError = 0.01;

/**
 * The text of a formatted number, unless it would hide the value: a non-zero value shown as 0, or
 * shown more than 1% off, is written with 4 significant digits instead, in scientific notation
 * (4 decimals) below 1e-6.
 * @example keepVisible(6.2137e-7, "0.000001") // "6.2137e-7"
 * @example keepVisible(0.0012, "0.00") // "0.0012"
 * @example keepVisible(3.28084, "3.28084") // "3.28084"
 */
export function keepVisible(value: number, text: string): string {
  if (value === 0 || !Number.isFinite(value)) return text;
  const shown = Number(text.replaceAll(",", ""));
  const close = Math.abs(shown - value) <= largestShownError * Math.abs(value);
  if (shown !== 0 && close) return text;
  return Math.abs(value) < 1e-6 ? formatExponential(value, 4) : formatSignificant(value, 4);
}

/**
 * Up to 6 decimals, trailing zeros dropped (length, weight, volume).
 * @example formatUpToSixDecimals(3.280839895013123) // "3.28084"
 */
export function formatUpToSixDecimals(value: number): string {
  return keepVisible(value, formatTrimmed(value, 6));
}

/**
 * Exactly 2 decimals with the unit symbol (temperature).
 * @example formatTwoDecimalsWithSymbol(33.8, "°F") // "33.80°F"
 * @example formatTwoDecimalsWithSymbol(274.15, "K") // "274.15 K"
 */
export function formatTwoDecimalsWithSymbol(value: number, symbol: string): string {
  return withUnitSymbol(keepVisible(value, formatFixed(value, 2)), symbol);
}

/** Whole numbers up to this are exact in a JavaScript number, so every digit is true. */
const largestExactInteger = Number.MAX_SAFE_INTEGER;

/**
 * 6 significant digits; exponential with 4 decimals above 1e12 or below 1e-6; 0 shown as "0". A
 * whole number below 2⁵³ with more than 6 digits is shown in full, grouped in thousands (data
 * storage, area).
 * @example formatSixSignificantDigits(1024) // "1024"
 * @example formatSixSignificantDigits(1073741824) // "1,073,741,824"
 * @example formatSixSignificantDigits(1e-7) // "1.0000e-7"
 */
export function formatSixSignificantDigits(value: number): string {
  if (value === 0) return "0";
  const magnitude = Math.abs(value);
  if (Number.isInteger(value) && magnitude >= 1e6 && magnitude <= largestExactInteger) {
    return formatTrimmed(value, 0, true);
  }
  if (magnitude > 1e12 || magnitude < 1e-6) return formatExponential(value, 4);
  return formatSignificant(value, 6);
}

/**
 * A value whose decimal ends within 10 significant digits, in full; any other as
 * formatSixSignificantDigits (time, whose definitions are such decimals: a mean Gregorian year is
 * 365.2425 days, a month 30.436875).
 * @example formatShortDecimalOrSixSignificant(365.2425) // "365.2425"
 * @example formatShortDecimalOrSixSignificant(1 / 365.2425) // "0.00273791"
 */
export function formatShortDecimalOrSixSignificant(value: number): string {
  const magnitude = Math.abs(value);
  if (value === 0 || magnitude > 1e12 || magnitude < 1e-6) return formatSixSignificantDigits(value);
  // Twelve digits wipe out the last bits of binary noise (365.24249999999995); the digits that
  // remain, trailing zeros dropped, are the decimal's own.
  const digits = Number(magnitude.toPrecision(12)).toString();
  const significant = digits.replace(".", "").replace(/^0+/, "").length;
  if (digits.includes("e") || significant > 10) return formatSixSignificantDigits(value);
  if (Number.isInteger(value)) return formatSixSignificantDigits(value);
  return formatTrimmed(value, digits.split(".")[1]?.length ?? 0);
}

/**
 * Exactly 2 decimals (speed, and the fuel economy all-conversions list).
 * @example formatTwoDecimals(62.13739) // "62.14"
 * @example formatTwoDecimals(10) // "10.00"
 */
export function formatTwoDecimals(value: number): string {
  return keepVisible(value, formatFixed(value, 2));
}

/** Pressure, power and energy print exponentially above 0 and below 0.001, or above 1,000,000. */
function needsExponent(value: number): boolean {
  return (value > 0 && value < 0.001) || value > 1_000_000;
}

/**
 * Exponential with 4 decimals when above 0 and below 0.001 or above 1,000,000; else 6
 * significant digits with en-US grouping (pressure, power).
 * @example formatSixSignificantOrExponent(0.06895) // "0.06895"
 * @example formatSixSignificantOrExponent(101325) // "101,325"
 * @example formatSixSignificantOrExponent(0.0005) // "5.0000e-4"
 */
export function formatSixSignificantOrExponent(value: number): string {
  if (needsExponent(value)) return formatExponential(value, 4);
  return formatSignificant(value, 6, true);
}

/**
 * 0 shows "0"; exponential as formatSixSignificantOrExponent; else up to 6 decimals, trailing
 * zeros trimmed (energy).
 * @example formatUpToSixDecimalsOrExponent(3600000) // "3.6000e+6"
 * @example formatUpToSixDecimalsOrExponent(4.184) // "4.184"
 */
export function formatUpToSixDecimalsOrExponent(value: number): string {
  if (value === 0) return "0";
  if (needsExponent(value)) return formatExponential(value, 4);
  return keepVisible(value, formatTrimmed(value, 6));
}

/**
 * Exponential (4 decimals) when the absolute value is below 1e-6 and not 0; else up to 6 decimals
 * with en-US grouping (angle).
 * @example formatUpToSixDecimalsGrouped(0.017453292519943295) // "0.017453"
 * @example formatUpToSixDecimalsGrouped(1e-9) // "1.0000e-9"
 */
export function formatUpToSixDecimalsGrouped(value: number): string {
  if (value !== 0 && Math.abs(value) < 1e-6) return formatExponential(value, 4);
  return keepVisible(value, formatTrimmed(value, 6, true));
}

/**
 * Up to 2 decimals, trailing zeros trimmed (fuel economy).
 * @example formatUpToTwoDecimals(235.214583) // "235.21"
 * @example formatUpToTwoDecimals(10) // "10"
 */
export function formatUpToTwoDecimals(value: number): string {
  return keepVisible(value, formatTrimmed(value, 2));
}

/**
 * Joins a formatted number and a unit symbol: degree-style symbols ('°', '°C') attach directly,
 * others follow a space.
 * @example withUnitSymbol("3.28084", "ft") // "3.28084 ft"
 * @example withUnitSymbol("90", "°") // "90°"
 */
export function withUnitSymbol(text: string, symbol: string): string {
  return symbol.startsWith("°") ? `${text}${symbol}` : `${text} ${symbol}`;
}

/**
 * A result text split for display: the number (with the space before the unit) and the unit
 * symbol, which the page prints smaller. A text that does not end with the symbol is all number.
 * @example resultParts("3.28084 ft", "ft") // { number: "3.28084 ", unit: "ft" }
 */
export function resultParts(text: string, symbol: string): { number: string; unit: string } {
  return symbol !== "" && text.endsWith(symbol)
    ? { number: text.slice(0, -symbol.length), unit: symbol }
    : { number: text, unit: "" };
}
