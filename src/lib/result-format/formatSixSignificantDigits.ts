import { formatExponential, formatSignificant, formatTrimmed } from "../number-format";
import { largestExactInteger } from "./shared";

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
