import { formatExponential, formatTrimmed } from "../number-format";
import { keepVisible, needsExponent } from "./shared";

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
