/**
 * Fuel economy: US and UK miles per gallon, litres per 100 km and km per litre. Every conversion
 * goes through litres per 100 km; the others are reciprocal to it (value = constant / L/100 km),
 * and each constant comes from the definitions of the mile, the gallons and the kilometre.
 */
import type { SourceKey } from "../sources";
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { lengths } from "../length/units";
import { volumes } from "../volume/units";
import { imperialVolumes } from "../volume/imperial-units";

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
    source: "usGallon",
  },
  {
    key: "mpg_imperial",
    label: "Miles per gallon (UK)",
    symbol: "mpg (UK)",
    group: "UK",
    constant: mpgConstant(imperialVolumes.imperialGallon),
    definedAs: "1 mi / 1 UK gal",
    source: "imperialGallon",
  },
  {
    key: "l_per_100km",
    label: "Liters per 100 km (L/100km)",
    symbol: "L/100km",
    group: "Metric",
    constant: null,
    definedAs: "1 L / 100 km",
    source: "si",
  },
  {
    key: "km_per_l",
    label: "Kilometers per liter (km/L)",
    symbol: "km/L",
    group: "Metric",
    constant: quotient(hundredKilometres, lengths.kilometer.exact),
    definedAs: "1 km / 1 L",
    source: "si",
  },
] as const satisfies readonly {
  key: string;
  label: string;
  symbol: string;
  group: string;
  /** L/100 km = constant / value; null for L/100 km itself. */
  constant: Exact | null;
  definedAs: string;
  source: SourceKey;
}[];

export type FuelEconomyUnitKey = (typeof fuelEconomyUnits)[number]["key"];

type ReciprocalUnitKey = Exclude<FuelEconomyUnitKey, "l_per_100km">;

/** L/100 km = constant / value for each reciprocal unit, as numbers (235.2145833… for mpg US). */
export const fuelEconomyConstants = Object.fromEntries(
  fuelEconomyUnits.flatMap((unit) => (unit.constant ? [[unit.key, toNumber(unit.constant)]] : [])),
) as Readonly<Record<ReciprocalUnitKey, number>>;
