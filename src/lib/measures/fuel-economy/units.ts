/**
 * Fuel economy: US and UK miles per gallon, litres per 100 km and km per litre. Every conversion
 * goes through litres per 100 km; the others are reciprocal to it (value = constant / L/100 km),
 * and each constant comes from the definitions of the mile, the gallons and the kilometre.
 */
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { lengths } from "../length/units";
import { sources } from "../sources";
import { volumes } from "../volume/units";

/** Kilometres in the distance L/100 km counts per. */
const hundredKilometres = product(exact(100), lengths.kilometer.exact);

/** The constant of a miles-per-gallon unit: 100 km × (litres in the gallon) / (metres in a mile). */
function mpgConstant(gallon: { exact: Exact }): Exact {
  return quotient(product(hundredKilometres, gallon.exact), lengths.mile.exact);
}

export const fuelEconomyUnits = [
  {
    key: "mpg_us",
    label: "Miles per gallon (US)",
    symbol: "mpg (US)",
    group: "US",
    constant: mpgConstant(volumes.gallon),
    definedAs: "1 mi / 1 US gal",
    source: sources.usGallon,
  },
  {
    key: "mpg_imperial",
    label: "Miles per gallon (UK)",
    symbol: "mpg (UK)",
    group: "UK",
    constant: mpgConstant(volumes.imperialGallon),
    definedAs: "1 mi / 1 UK gal",
    source: sources.imperialGallon,
  },
  {
    key: "l_per_100km",
    label: "Liters per 100 km (L/100km)",
    symbol: "L/100km",
    group: "Metric",
    constant: null,
    definedAs: "1 L / 100 km",
    source: sources.si,
  },
  {
    key: "km_per_l",
    label: "Kilometers per liter (km/L)",
    symbol: "km/L",
    group: "Metric",
    constant: quotient(hundredKilometres, lengths.kilometer.exact),
    definedAs: "1 km / 1 L",
    source: sources.si,
  },
] as const satisfies readonly {
  key: string;
  label: string;
  symbol: string;
  group: string;
  /** L/100 km = constant / value; null for L/100 km itself. */
  constant: Exact | null;
  definedAs: string;
  source: string;
}[];

export type FuelEconomyUnitKey = (typeof fuelEconomyUnits)[number]["key"];

type ReciprocalUnitKey = Exclude<FuelEconomyUnitKey, "l_per_100km">;

/** L/100 km = constant / value for each reciprocal unit, as numbers (235.2145833… for mpg US). */
export const fuelEconomyConstants = Object.fromEntries(
  fuelEconomyUnits.flatMap((unit) => (unit.constant ? [[unit.key, toNumber(unit.constant)]] : [])),
) as Readonly<Record<ReciprocalUnitKey, number>>;

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
