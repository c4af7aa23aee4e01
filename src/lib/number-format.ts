/**
 * Number formatting primitives. Every formatter uses an explicit 'en-US' locale so that the
 * server-rendered HTML and the hydrated island print the same text on every machine.
 */

const formatterCache = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", options);
    formatterCache.set(key, formatter);
  }
  return formatter;
}

/** -0 prints as "-0" in Intl; a result of zero should read "0". */
function withoutNegativeZero(value: number): number {
  return Object.is(value, -0) ? 0 : value;
}

/**
 * Up to `maxDecimals` decimals with trailing zeros dropped.
 * @example formatTrimmed(3.280839895, 6) // "3.28084"
 * @example formatTrimmed(1234567.5, 2, true) // "1,234,567.5"
 */
export function formatTrimmed(value: number, maxDecimals: number, grouping = false): string {
  const text = numberFormat({
    maximumFractionDigits: maxDecimals,
    useGrouping: grouping,
  }).format(withoutNegativeZero(value));
  return text === "-0" ? "0" : text;
}

/**
 * Exactly `decimals` decimals.
 * @example formatFixed(0.621371, 2) // "0.62"
 */
export function formatFixed(value: number, decimals: number, grouping = false): string {
  const text = numberFormat({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouping,
  }).format(withoutNegativeZero(value));
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * `digits` significant digits, trailing zeros dropped.
 * @example formatSignificant(1073741824, 6) // "1073740000"
 * @example formatSignificant(0.000123456789, 6) // "0.000123457"
 */
export function formatSignificant(value: number, digits: number, grouping = false): string {
  return numberFormat({
    maximumSignificantDigits: digits,
    useGrouping: grouping,
  }).format(withoutNegativeZero(value));
}

/**
 * Exponential notation with `decimals` decimals in the mantissa, as JavaScript prints it.
 * @example formatExponential(12345678901234, 4) // "1.2346e+13"
 */
export function formatExponential(value: number, decimals: number): string {
  return withoutNegativeZero(value).toExponential(decimals);
}
