/**
 * Fuel economy: US and UK miles per gallon, litres per 100 km and km per litre. Every conversion
 * goes through litres per 100 km; the others are reciprocal to it (value = constant / L/100 km).
 */

export const fuelEconomyUnits = [
  { key: "mpg_us", label: "Miles per gallon (US)", symbol: "mpg (US)", group: "US" },
  { key: "mpg_imperial", label: "Miles per gallon (UK)", symbol: "mpg (UK)", group: "UK" },
  { key: "l_per_100km", label: "Liters per 100 km (L/100km)", symbol: "L/100km", group: "Metric" },
  { key: "km_per_l", label: "Kilometers per liter (km/L)", symbol: "km/L", group: "Metric" },
] as const;

export type FuelEconomyUnitKey = (typeof fuelEconomyUnits)[number]["key"];

/** The spec's constants: L/100 km = constant / value for each reciprocal unit. */
export const fuelEconomyConstants = {
  mpg_us: 235.214583,
  mpg_imperial: 282.481,
  km_per_l: 100,
} as const;

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
