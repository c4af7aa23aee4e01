/**
 * Exact numbers as decimal text, for what pages print (definitions, formulas). Kept apart from
 * exact.ts, which the browser loads for every conversion, because only printing needs it.
 */
import type { Exact } from "./exact";

/**
 * The full decimal expansion when it ends (the denominator has no prime factor but 2 and 5),
 * else null; digits before the point are grouped in thousands when asked.
 * @example terminatingDecimal(exact("0.3048")) // "0.3048"
 * @example terminatingDecimal(exact(1, 3)) // null
 */
export function terminatingDecimal(value: Exact, grouping = false): string | null {
  let places = 0;
  let rest = value.denominator;
  for (; rest % 10n === 0n || rest % 2n === 0n || rest % 5n === 0n; places += 1) {
    rest /= rest % 10n === 0n ? 10n : rest % 2n === 0n ? 2n : 5n;
  }
  if (rest !== 1n) return null;
  // Each division above removed at most one factor of 10 from the denominator, so places decimals
  // are enough (a few too many are trimmed below).
  const negative = value.numerator < 0n;
  const scaled =
    ((negative ? -value.numerator : value.numerator) * 10n ** BigInt(places)) / value.denominator;
  const digits = String(scaled).padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, "");
  const wholeText = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ",") : whole;
  return `${negative ? "-" : ""}${wholeText}${fraction ? `.${fraction}` : ""}`;
}
