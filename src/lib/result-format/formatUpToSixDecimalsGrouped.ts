import { formatExponential, formatTrimmed } from "../number-format";
import { keepVisible } from "./shared";

/**
 * Exponential (4 decimals) when the absolute value is below 1e-6 and not 0; else up to 6 decimals
 * with en-US grouping (angle).
 * @example formatUpToSixDecimalsGrouped(0.017453292519943295) // "0.017453"
 * @example formatUpToSixDecimalsGrouped(1e-9) // "1.0000e-9"
 */
export function formatUpToSixDecimalsGrouped(value: number): string {
  if (value !== 0 && Math.abs(value) < 1e-6) return formatExponential(value, 4);
  return keepVisible(value, formatTrimmed(value, 6, true));
}
