import { formatExponential, formatSignificant } from "../number-format";
import { needsExponent } from "./shared";

/**
 * Exponential with 4 decimals when above 0 and below 0.001 or above 1,000,000; else 6
 * significant digits with en-US grouping (pressure, power).
 * @example formatSixSignificantOrExponent(0.06895) // "0.06895"
 * @example formatSixSignificantOrExponent(101325) // "101,325"
 * @example formatSixSignificantOrExponent(0.0005) // "5.0000e-4"
 */
export function formatSixSignificantOrExponent(value: number): string {
  if (needsExponent(value)) return formatExponential(value, 4);
  return formatSignificant(value, 6, true);
}
