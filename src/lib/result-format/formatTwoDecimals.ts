import { formatFixed } from "../number-format";
import { keepVisible } from "./shared";

/**
 * Exactly 2 decimals (speed, and the fuel economy all-conversions list).
 * @example formatTwoDecimals(62.13739) // "62.14"
 * @example formatTwoDecimals(10) // "10.00"
 */
export function formatTwoDecimals(value: number): string {
  return keepVisible(value, formatFixed(value, 2));
}
