/**
 * Mixed fractions (8 7/8, 1/3, 5): the arithmetic behind the fraction lines of the length and
 * volume measures (src/lib/measures/length/feet-and-inches.ts, volume/kitchen-measures.ts).
 */

/** A whole number and a proper fraction in lowest terms, e.g. 8 7/8. */
export interface MixedFraction {
  whole: number;
  numerator: number;
  denominator: number;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * A mixed fraction in lowest terms.
 * @example mixed(2, 6, 16) // { whole: 2, numerator: 3, denominator: 8 }
 */
export function mixed(whole: number, numerator: number, denominator: number): MixedFraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { whole, numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * A non-negative value to the nearest 1/denominator, in lowest terms; a remainder under half a
 * step rounds to the whole number below, one above to the next whole (never "0/16" or "16/16").
 * @example nearestFraction(0.999, 16) // { whole: 1, numerator: 0, denominator: 1 }
 * @example nearestFraction(8.8976, 16) // { whole: 8, numerator: 7, denominator: 8 }
 */
export function nearestFraction(value: number, denominator: number): MixedFraction {
  const steps = Math.round(value * denominator);
  const whole = Math.floor(steps / denominator);
  return mixed(whole, steps - whole * denominator, denominator);
}

/**
 * A mixed fraction as text: "8 7/8", "1/3" or "5".
 * @example formatMixedFraction({ whole: 3, numerator: 15, denominator: 16 }) // "3 15/16"
 */
export function formatMixedFraction({ whole, numerator, denominator }: MixedFraction): string {
  if (numerator === 0) return String(whole);
  const fraction = `${numerator}/${denominator}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/**
 * A mixed fraction's value.
 * @example fractionValue({ whole: 1, numerator: 1, denominator: 2 }) // 1.5
 */
export function fractionValue({ whole, numerator, denominator }: MixedFraction): number {
  return whole + numerator / denominator;
}

/**
 * Whether a rounded value differs from the exact one (beyond floating-point noise).
 * @example isRounded(5.75, 5.7500000000001) // false
 */
export function isRounded(rounded: number, exact: number): boolean {
  return Math.abs(rounded - exact) > 1e-9 * Math.max(1, Math.abs(exact));
}
