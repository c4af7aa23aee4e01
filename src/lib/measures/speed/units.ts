/**
 * Speed units; base unit: the metre per second. Each is a length per time: kilometres, miles and
 * nautical miles per hour, feet per second.
 */
import { baseUnit, derivedUnit, type DefinedUnit } from "../define-unit";
import { quotient } from "../exact";
import { secondsPerHour } from "../time/units";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";

const perHour = (symbol: string, length: DefinedUnit) =>
  derivedUnit(symbol, quotient(length.exact, secondsPerHour), `1 ${length.symbol} / 1 h`, "sp811");

export const speedUnits = [
  {
    key: "meters_per_second",
    label: "Meters per second (m/s)",
    group: "Metric",
    ...baseUnit("m/s", "SI coherent unit of speed", "si"),
  },
  {
    key: "kilometers_per_hour",
    label: "Kilometers per hour (km/h)",
    group: "Metric",
    ...perHour("km/h", lengths.kilometer),
  },
  {
    key: "miles_per_hour",
    label: "Miles per hour (mph)",
    group: "Imperial",
    ...perHour("mph", lengths.mile),
  },
  {
    key: "feet_per_second",
    label: "Feet per second (ft/s)",
    group: "Imperial",
    ...derivedUnit("ft/s", lengths.foot.exact, "1 ft / 1 s", "sp811"),
  },
  { key: "knots", label: "Knots (kn)", group: "Nautical", ...perHour("kn", lengths.nauticalMile) },
] as const satisfies readonly LinearUnit[];

export type SpeedUnitKey = UnitKeyOf<typeof speedUnits>;
