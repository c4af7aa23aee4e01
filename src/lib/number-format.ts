/**
 * Number formatting primitives for the site's one locale, US English: "1,234.5".
 *
 * They print exactly what `new Intl.NumberFormat("en-US", options).format(value)` prints (a test
 * compares them over thousands of values), without Intl: the first Intl.NumberFormat a page builds
 * loads ICU's locale data, about 50 ms of main-thread work on a desktop and 200 ms on a phone,
 * in the middle of an island's hydration. Like Intl, they round the shortest decimal that reads
 * back as the same double (what `String(value)` prints), half away from zero: 1.005 → "1.01".
 */

/** A non-negative decimal: `digits` (no leading zeros; "" for zero) × 10^(point − digits.length). */
interface Decimal {
  digits: string;
  /** How many of `digits` stand before the decimal point (negative or past the end is fine). */
  point: number;
}

/** The shortest round-trip decimal of a finite, non-negative double. */
function toDecimal(value: number): Decimal {
  const [mantissa = "0", exponentText] = String(value).split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  const all = whole + fraction;
  const leadingZeros = all.length - all.replace(/^0+/, "").length;
  const digits = all.slice(leadingZeros).replace(/0+$/, "");
  return { digits, point: whole.length + Number(exponentText ?? 0) - leadingZeros };
}

/** Keeps the first `keep` digits, rounding half away from zero on the digit after them. */
function roundToDigits({ digits, point }: Decimal, keep: number): Decimal {
  if (keep >= digits.length) return { digits, point };
  if (keep < 0) return { digits: "", point: 0 };
  const roundUp = digits.charCodeAt(keep) >= 53; // "5" or more
  let kept = digits.slice(0, keep);
  if (!roundUp) {
    const trimmed = kept.replace(/0+$/, "");
    return { digits: trimmed, point: trimmed === "" ? 0 : point };
  }
  let index = kept.length - 1;
  while (index >= 0 && kept[index] === "9") index -= 1;
  if (index < 0) return { digits: "1", point: point + 1 }; // 999.6 → 1000
  kept = kept.slice(0, index) + String(Number(kept[index]) + 1);
  return { digits: kept, point };
}

/** "1234567" → "1,234,567". */
function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ",");
}

/** Prints a rounded decimal with at least `minDecimals` decimals. */
function printDecimal(
  negative: boolean,
  { digits, point }: Decimal,
  minDecimals: number,
  grouping: boolean,
): string {
  const integerDigits = point <= 0 ? "0" : digits.slice(0, point).padEnd(point, "0");
  const fractionDigits = (point < 0 ? "0".repeat(-point) + digits : digits.slice(point)).padEnd(
    minDecimals,
    "0",
  );
  const integer = grouping ? groupThousands(integerDigits) : integerDigits;
  const sign = negative ? "-" : "";
  return fractionDigits === "" ? sign + integer : `${sign}${integer}.${fractionDigits}`;
}

function nonFinite(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  return value < 0 ? "-∞" : "∞";
}

/** Rounds to a number of decimals; `minDecimals` of them are kept even when zero. */
function formatDecimals(
  value: number,
  maxDecimals: number,
  minDecimals: number,
  grouping: boolean,
): string {
  if (!Number.isFinite(value)) return nonFinite(value);
  const decimal = toDecimal(Math.abs(value));
  const rounded = roundToDigits(decimal, decimal.point + maxDecimals);
  return printDecimal(value < 0, rounded, minDecimals, grouping);
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
  const text = formatDecimals(withoutNegativeZero(value), maxDecimals, 0, grouping);
  return text === "-0" ? "0" : text;
}

/**
 * Exactly `decimals` decimals.
 * @example formatFixed(0.621371, 2) // "0.62"
 */
export function formatFixed(value: number, decimals: number, grouping = false): string {
  const text = formatDecimals(withoutNegativeZero(value), decimals, decimals, grouping);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * `digits` significant digits, trailing zeros dropped.
 * @example formatSignificant(1073741824, 6) // "1073740000"
 * @example formatSignificant(0.000123456789, 6) // "0.000123457"
 */
export function formatSignificant(value: number, digits: number, grouping = false): string {
  const finite = withoutNegativeZero(value);
  if (!Number.isFinite(finite)) return nonFinite(finite);
  const rounded = roundToDigits(toDecimal(Math.abs(finite)), digits);
  return printDecimal(finite < 0, rounded, 0, grouping);
}

/**
 * Exponential notation with `decimals` decimals in the mantissa, as JavaScript prints it.
 * @example formatExponential(12345678901234, 4) // "1.2346e+13"
 */
export function formatExponential(value: number, decimals: number): string {
  return withoutNegativeZero(value).toExponential(decimals);
}
