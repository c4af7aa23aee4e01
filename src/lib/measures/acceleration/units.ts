/**
 * Acceleration units; base unit: the metre per second squared. Three are a length per second per
 * second (the centimetre's is the gal, Gal, of the CGS system; the foot's and the inch's are US
 * customary); two are a speed gained each second (km/h and mph per second, as car and train
 * figures give it); and standard gravity, gₙ, is the acceleration the 3rd CGPM (1901) fixed for
 * turning masses into weights, written once in weight/units.ts beside the pound-force it defines.
 */
import { baseUnit, derivedUnit, type DefinedUnit } from "../define-unit";
import { quotient } from "../exact";
import { terminatingDecimal } from "../exact-decimal";
import { secondsPerHour } from "../time/units";
import { lengths } from "../length/units";
import { standardGravity } from "../weight/units";
import type { SourceKey } from "../sources";
import type { LinearUnit, UnitKeyOf } from "../types";

/** A length per second per second: the metre's multiples and the inch and foot. */
const perSecondSquared = (length: DefinedUnit, source: SourceKey): DefinedUnit =>
  derivedUnit(`${length.symbol}/s²`, length.exact, `1 ${length.symbol} / 1 s²`, source);

/** A speed of one length per hour gained every second. */
const perHourPerSecond = (symbol: string, length: DefinedUnit, speedSymbol: string) =>
  derivedUnit(
    symbol,
    quotient(length.exact, secondsPerHour),
    `1 ${speedSymbol} / 1 s`,
    "definition",
  );

export const accelerationUnits = [
  {
    key: "meter_per_second_squared",
    label: "Meters per s² (m/s²)",
    group: "Metric",
    ...baseUnit("m/s²", "SI coherent unit of acceleration", "si"),
  },
  {
    key: "centimeter_per_second_squared",
    label: "Centimeters per s² (cm/s²)",
    group: "Metric",
    ...perSecondSquared(lengths.centimeter, "sp811"),
  },
  {
    key: "kilometer_per_hour_per_second",
    label: "Km/h per second (km/h/s)",
    group: "Metric",
    ...perHourPerSecond("km/h/s", lengths.kilometer, "km/h"),
  },
  {
    key: "foot_per_second_squared",
    label: "Feet per s² (ft/s²)",
    group: "Imperial",
    ...perSecondSquared(lengths.foot, "sp811"),
  },
  {
    key: "inch_per_second_squared",
    label: "Inches per s² (in/s²)",
    group: "Imperial",
    ...perSecondSquared(lengths.inch, "sp811"),
  },
  {
    key: "mile_per_hour_per_second",
    label: "Mph per second (mph/s)",
    group: "Imperial",
    ...perHourPerSecond("mph/s", lengths.mile, "mph"),
  },
  {
    key: "standard_gravity",
    label: "Standard gravity (gₙ)",
    group: "Standard",
    ...derivedUnit(
      "gₙ",
      standardGravity,
      `${terminatingDecimal(standardGravity)} m/s² (standard acceleration of gravity)`,
      "standardGravity",
    ),
  },
] as const satisfies readonly LinearUnit[];

export type AccelerationUnitKey = UnitKeyOf<typeof accelerationUnits>;
