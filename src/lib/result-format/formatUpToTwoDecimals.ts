import { formatTrimmed } from "../number-format";
import { keepVisible } from "./shared";

/**
 * Up to 2 decimals, trailing zeros trimmed (fuel economy).
 * @example formatUpToTwoDecimals(235.214583) // "235.21"
 * @example formatUpToTwoDecimals(10) // "10"
 */
export function formatUpToTwoDecimals(value: number): string {
  return keepVisible(value, formatTrimmed(value, 2));
}
