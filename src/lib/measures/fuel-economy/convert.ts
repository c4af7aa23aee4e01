/** Fuel economy conversions: every unit goes through litres per 100 km (see units.ts). */
import { fuelEconomyConstants, fuelEconomyUnits, type FuelEconomyUnitKey } from "./units";

function isUsable(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

/**
 * A fuel economy in litres per 100 km; null when the value is 0, negative or not finite.
 * @example toLitersPer100Km(10, "km_per_l") // 10
 */
export function toLitersPer100Km(value: number, from: FuelEconomyUnitKey): number | null {
  if (!isUsable(value)) return null;
  return from === "l_per_100km" ? value : fuelEconomyConstants[from] / value;
}

/**
 * Converts a fuel economy between any two units through litres per 100 km; null when the value has
 * no result (0, negative or not finite).
 * @example convertFuelEconomy(1, "mpg_us", "l_per_100km") // 235.214583
 * @example convertFuelEconomy(0, "mpg_us", "km_per_l") // null
 */
export function convertFuelEconomy(
  value: number,
  from: FuelEconomyUnitKey,
  to: FuelEconomyUnitKey,
): number | null {
  if (!isUsable(value)) return null;
  if (from === to) return value;
  const litersPer100Km = toLitersPer100Km(value, from);
  if (litersPer100Km === null) return null;
  const result = to === "l_per_100km" ? litersPer100Km : fuelEconomyConstants[to] / litersPer100Km;
  return isUsable(result) ? result : null;
}

/**
 * Whether a text is one of the fuel economy unit keys.
 * @example isFuelEconomyUnit("km_per_l") // true
 */
export function isFuelEconomyUnit(key: string): key is FuelEconomyUnitKey {
  return fuelEconomyUnits.some((unit) => unit.key === key);
}
