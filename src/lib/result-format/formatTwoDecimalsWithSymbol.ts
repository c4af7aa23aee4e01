import { formatFixed } from "../number-format";
import { keepVisible, withUnitSymbol } from "./shared";

/**
 * Exactly 2 decimals with the unit symbol (temperature).
 * @example formatTwoDecimalsWithSymbol(33.8, "°F") // "33.80°F"
 * @example formatTwoDecimalsWithSymbol(274.15, "K") // "274.15 K"
 */
export function formatTwoDecimalsWithSymbol(value: number, symbol: string): string {
  return withUnitSymbol(keepVisible(value, formatFixed(value, 2)), symbol);
}
