/**
 * The arithmetic the calculator needs beyond the measures' exact.ts (products, quotients, sums):
 * signs, comparison, whole powers of either sign, and rounding to a step, all on exact fractions.
 */
import { exact, one, power, product, quotient, sum, type Exact } from "../measures/exact";

export { exact, one, product, quotient, sum, type Exact };

/** The exact number 0. */
export const zero: Exact = { numerator: 0n, denominator: 1n };

/**
 * The number with its sign turned.
 * @example negated(exact(2)) // -2
 */
export function negated(value: Exact): Exact {
  return { numerator: -value.numerator, denominator: value.denominator };
}

/**
 * a − b.
 * @example difference(exact(1), exact("0.25")) // 3/4
 */
export function difference(a: Exact, b: Exact): Exact {
  return sum(a, negated(b));
}

/**
 * −1, 0 or 1 as a is less than, equal to or greater than b.
 * @example compare(exact("0.5"), exact("1/2")) // 0
 */
export function compare(a: Exact, b: Exact): number {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Whether a number is 0.
 * @example isZero(exact(0)) // true
 */
export function isZero(value: Exact): boolean {
  return value.numerator === 0n;
}

/**
 * Whether a number is a whole number.
 * @example isWhole(exact("4/2")) // true
 */
export function isWhole(value: Exact): boolean {
  return value.denominator === 1n;
}

/**
 * A number raised to a whole power of either sign; 0 to a negative power is for the caller to
 * refuse.
 * @example wholePower(exact(2), -2) // 1/4
 */
export function wholePower(base: Exact, exponent: number): Exact {
  if (exponent === 0) return one;
  const raised: Exact = {
    numerator: base.numerator ** BigInt(Math.abs(exponent)),
    denominator: base.denominator ** BigInt(Math.abs(exponent)),
  };
  return exponent > 0 ? raised : quotient(one, raised);
}

/**
 * The whole number at or below a number.
 * @example floorOf(exact("-1/2")) // -1
 */
export function floorOf(value: Exact): bigint {
  const whole = value.numerator / value.denominator;
  return value.numerator < 0n && whole * value.denominator !== value.numerator ? whole - 1n : whole;
}

/**
 * The nearest multiple of a step (halves away from zero).
 * @example nearestMultiple(exact("5.3"), exact("1/4")) // 21/4
 */
export function nearestMultiple(value: Exact, step: Exact): Exact {
  const steps = quotient(value, step);
  const negative = steps.numerator < 0n;
  const size = negative ? negated(steps) : steps;
  let count = floorOf(sum(size, exact("1/2")));
  if (negative) count = -count;
  return product({ numerator: count, denominator: 1n }, step);
}

/**
 * The absolute value.
 * @example absolute(exact(-3)) // 3
 */
export function absolute(value: Exact): Exact {
  return value.numerator < 0n ? negated(value) : value;
}

/** Re-exported so the calculator has one import for exact powers of 1 or more. */
export { power };
