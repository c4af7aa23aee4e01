import { formatTrimmed } from "../number-format";
import { keepVisible } from "./shared";

/**
 * Up to 6 decimals, trailing zeros dropped (length, weight, volume).
 * @example formatUpToSixDecimals(3.280839895013123) // "3.28084"
 */
export function formatUpToSixDecimals(value: number): string {
  return keepVisible(value, formatTrimmed(value, 6));
}
