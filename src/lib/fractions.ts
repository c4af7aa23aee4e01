/**
 * Results as the fractions people measure with: lengths in inches or feet to the nearest 1/2 to
 * 1/64 inch (a tape measure), cups, tablespoons and teaspoons to the nearest kitchen measure
 * (1/8, 1/4, 1/3, 1/2, 2/3, 3/4). A line says "≈" whenever it is rounded, and there is no line
 * where it would mislead (a value that rounds to nothing) or add nothing (an exact whole number).
 */
import type { ConverterConfig } from "./measures/define-converter";

/** A whole number and a proper fraction in lowest terms, e.g. 8 7/8. */
export interface MixedFraction {
  whole: number;
  numerator: number;
  denominator: number;
}

import { footKey, fractionKind, inchKey } from "./fraction-steps";

export { defaultInchFractionStep, fractionKind, inchFractionSteps } from "./fraction-steps";

/** Kitchen measuring sets in 24ths (1/8 = 3/24, 1/3 = 8/24, ...), with 0 and 1 for a whole. */
const kitchenTwentyFourths = [0, 3, 6, 8, 12, 16, 18, 24];

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function mixed(whole: number, numerator: number, denominator: number): MixedFraction {
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
 * A non-negative value to the nearest kitchen measure: a whole number plus 0, 1/8, 1/4, 1/3, 1/2,
 * 2/3 or 3/4.
 * @example nearestKitchenFraction(0.33814) // { whole: 0, numerator: 1, denominator: 3 }
 */
export function nearestKitchenFraction(value: number): MixedFraction {
  const whole = Math.floor(value);
  const rest = (value - whole) * 24;
  const nearest = kitchenTwentyFourths.reduce((best, part) =>
    Math.abs(rest - part) < Math.abs(rest - best) ? part : best,
  );
  return nearestFraction(whole + nearest / 24, 24);
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

function fractionValue({ whole, numerator, denominator }: MixedFraction): number {
  return whole + numerator / denominator;
}

/** Whether a rounded value differs from the exact one (beyond floating-point noise). */
function isRounded(rounded: number, exact: number): boolean {
  return Math.abs(rounded - exact) > 1e-9 * Math.max(1, Math.abs(exact));
}

/** A line, unless it only repeats the result as shown (a whole number: "12 tbsp" and "≈ 12 tbsp"). */
function unlessShown(line: string, shownResult: string | undefined): string | null {
  return line.replace("≈ ", "") === shownResult ? null : line;
}

/**
 * The kitchen fraction line of an amount in cups, tablespoons or teaspoons; null when it rounds to
 * nothing, is an exact whole number or repeats `shownResult` (the result text on the page).
 * @example kitchenFractionText(0.33814, "cup") // "≈ 1/3 cup"
 * @example kitchenFractionText(1.5, "cup") // "1 1/2 cup"
 * @example kitchenFractionText(11.99996, "tbsp", "12 tbsp") // null
 */
export function kitchenFractionText(
  amount: number,
  symbol: string,
  shownResult?: string,
): string | null {
  if (!(amount >= 0) || !Number.isFinite(amount)) return null;
  const fraction = nearestKitchenFraction(amount);
  const rounded = isRounded(fractionValue(fraction), amount);
  if (fractionValue(fraction) === 0 || (!rounded && fraction.numerator === 0)) return null;
  return unlessShown(
    `${rounded ? "≈ " : ""}${formatMixedFraction(fraction)} ${symbol}`,
    shownResult,
  );
}

/**
 * A length in inches as feet (when `inchesPerFoot` is given) and inches to the nearest
 * 1/`step` inch; null when it rounds to nothing or is an exact whole number of the unit.
 * @example feetAndInchesText(68.8976, 16, 12, "ft", "in") // "≈ 5 ft 8 7/8 in"
 * @example feetAndInchesText(3.937, 16, null, "ft", "in") // "≈ 3 15/16 in"
 */
export function feetAndInchesText(
  inches: number,
  step: number,
  inchesPerFoot: number | null,
  footSymbol: string,
  inchSymbol: string,
): string | null {
  const steps = Math.round(inches * step);
  if (!(steps > 0) || !Number.isSafeInteger(steps)) return null;
  const stepsPerFoot = inchesPerFoot === null ? 0 : inchesPerFoot * step;
  const feet = stepsPerFoot > 0 ? Math.floor(steps / stepsPerFoot) : 0;
  const rest = nearestFraction(steps / step - feet * (inchesPerFoot ?? 0), step);
  const rounded = isRounded(steps / step, inches);
  const isWhole = inchesPerFoot === null ? rest.numerator === 0 : fractionValue(rest) === 0;
  if (!rounded && isWhole) return null;
  const parts = [
    feet > 0 ? `${feet} ${footSymbol}` : "",
    fractionValue(rest) > 0 ? `${formatMixedFraction(rest)} ${inchSymbol}` : "",
  ];
  return `${rounded ? "≈ " : ""}${parts.filter(Boolean).join(" ")}`;
}

/**
 * The fraction line under a converter's result, computed through the converter's own conversion
 * (inches from the typed value, inches per foot from the unit table); null where none applies or
 * where it would only repeat `shownResult`.
 * @example converterFractionText(lengthConverter, 1.75, "meter", "foot", 5.74147, 16) // "≈ 5 ft 8 7/8 in"
 * @example converterFractionText(volumeConverter, 80, "milliliter", "cup", 0.33814, 16) // "≈ 1/3 cup"
 */
export function converterFractionText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  result: number,
  step: number,
  shownResult?: string,
): string | null {
  const kind = fractionKind(to);
  const unit = (key: string) => config.units.find((candidate) => candidate.key === key);
  const target = unit(to);
  if (kind === "kitchen" && target) return kitchenFractionText(result, target.symbol, shownResult);
  const inch = unit(inchKey);
  const foot = unit(footKey);
  const inches = config.convert(value, from, inchKey);
  const perFoot = config.convert(1, footKey, inchKey);
  if (kind !== "inch" || !inch || !foot || inches === null || perFoot === null) return null;
  const line = feetAndInchesText(
    inches,
    step,
    to === footKey ? Math.round(perFoot) : null,
    foot.symbol,
    inch.symbol,
  );
  return line === null ? null : unlessShown(line, shownResult);
}
