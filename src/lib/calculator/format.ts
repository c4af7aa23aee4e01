/**
 * How the calculator writes an exact number: whole numbers in full, a decimal that ends within
 * fifteen significant digits in full, anything else correctly rounded to ten significant digits,
 * and the exact fraction beside it when it is short. Only here is anything rounded.
 */
import { terminatingDecimal } from "../measures/exact-decimal";
import { absolute, compare, exact, floorOf, type Exact } from "./rational";

/** Significant digits of an answer that does not end. */
export const shownDigits = 10;
/** Longest decimal written in full. */
const fullDigits = 15;
/** Longest whole number written in full; longer ones take the exponent form. */
const longestWhole = 40;
/** A fraction is short enough to show with its denominator up to this. */
const shortDenominator = 1000n;

const superscriptDigits = "⁰¹²³⁴⁵⁶⁷⁸⁹";

function superscript(power: number): string {
  return `${power < 0 ? "⁻" : ""}${String(Math.abs(power))
    .split("")
    .map((digit) => superscriptDigits[Number(digit)] ?? digit)
    .join("")}`;
}

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ",");
}

function digitCount(value: bigint): number {
  return String(value < 0n ? -value : value).length;
}

/**
 * A number rounded to some significant digits (halves away from zero), grouped, trailing zeros
 * dropped; the exponent form (× 10ⁿ) when it is very large or very small.
 * @example significantText(exact("1/3"), 4) // "0.3333"
 * @example significantText(exact("123456.789"), 3) // "123,000"
 */
export function significantText(value: Exact, digits: number): string {
  if (value.numerator === 0n) return "0";
  const negative = value.numerator < 0n;
  const size = absolute(value);
  // The power of ten of the first digit: 10^p <= size < 10^(p+1).
  let power = digitCount(size.numerator) - digitCount(size.denominator);
  if (compare(size, exact(`1e${power}`)) < 0) power -= 1;
  // Scaled so that the digits kept are the whole part, then rounded half away from zero.
  const shift = digits - 1 - power;
  const scaled =
    shift >= 0
      ? { numerator: size.numerator * 10n ** BigInt(shift), denominator: size.denominator }
      : { numerator: size.numerator, denominator: size.denominator * 10n ** BigInt(-shift) };
  let kept = floorOf({
    numerator: scaled.numerator * 2n + scaled.denominator,
    denominator: scaled.denominator * 2n,
  });
  if (digitCount(kept) > digits) {
    kept /= 10n;
    power += 1;
  }
  const sign = negative ? "-" : "";
  const text = String(kept);
  if (power >= longestWhole || power < -6) {
    const mantissa = `${text.charAt(0)}${text.length > 1 ? `.${text.slice(1)}` : ""}`.replace(
      /\.?0+$/,
      "",
    );
    return `${sign}${mantissa} × 10${superscript(power)}`;
  }
  if (power >= digits - 1) return `${sign}${grouped(text + "0".repeat(power - digits + 1))}`;
  if (power >= 0) {
    const whole = text.slice(0, power + 1);
    const fraction = text.slice(power + 1).replace(/0+$/, "");
    return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ""}`;
  }
  const fraction = `${"0".repeat(-power - 1)}${text}`.replace(/0+$/, "");
  return `${sign}0.${fraction}`;
}

/**
 * A fraction as a mixed number ('5 1/3'); whole numbers as they are.
 * @example mixedFractionText(exact("16/3")) // "5 1/3"
 */
export function mixedFractionText(value: Exact): string {
  const negative = value.numerator < 0n;
  const size = absolute(value);
  const whole = size.numerator / size.denominator;
  const rest = size.numerator - whole * size.denominator;
  const sign = negative ? "-" : "";
  if (rest === 0n) return `${sign}${grouped(String(whole))}`;
  const fraction = `${rest}/${size.denominator}`;
  return whole === 0n ? `${sign}${fraction}` : `${sign}${grouped(String(whole))} ${fraction}`;
}

/**
 * Whether a number's fraction is short enough to show beside its decimal.
 * @example isShortFraction(exact("16/3")) // true
 */
export function isShortFraction(value: Exact): boolean {
  return value.denominator > 1n && value.denominator <= shortDenominator;
}

/**
 * A number as the calculator shows it by default: exact when it ends within fifteen digits (or is
 * a whole number of up to forty), else ten significant digits.
 * @example autoText(exact("160.02")).text // "160.02"
 * @example autoText(exact("18446744073709551616")).text // "18,446,744,073,709,551,616"
 */
export function autoText(value: Exact): { text: string; exact: boolean } {
  if (value.denominator === 1n && digitCount(value.numerator) <= longestWhole) {
    const negative = value.numerator < 0n;
    return {
      text: `${negative ? "-" : ""}${grouped(String(negative ? -value.numerator : value.numerator))}`,
      exact: true,
    };
  }
  const decimal = terminatingDecimal(value, true);
  if (decimal !== null && decimal.replace(/[-,.]/g, "").replace(/^0+/, "").length <= fullDigits) {
    return { text: decimal, exact: true };
  }
  return { text: significantText(value, shownDigits), exact: false };
}
