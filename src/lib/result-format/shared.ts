/** What every result format shares: the rule that keeps an answer visible, and the unit symbol. */
import { formatExponential, formatSignificant } from "../number-format";

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

/** Whole numbers up to this are exact in a JavaScript number, so every digit is true. */
export const largestExactInteger = Number.MAX_SAFE_INTEGER;

/** Pressure, power and energy print exponentially above 0 and below 0.001, or above 1,000,000. */
export function needsExponent(value: number): boolean {
  return (value > 0 && value < 0.001) || value > 1_000_000;
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
