/** Speed units; base unit: the metre per second. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const speedUnits = [
  {
    key: "meters_per_second",
    label: "Meters per second (m/s)",
    symbol: "m/s",
    group: "Metric",
    factor: 1,
  },
  {
    key: "kilometers_per_hour",
    label: "Kilometers per hour (km/h)",
    symbol: "km/h",
    group: "Metric",
    factor: 0.277778,
  },
  {
    key: "miles_per_hour",
    label: "Miles per hour (mph)",
    symbol: "mph",
    group: "Imperial",
    factor: 0.44704,
  },
  {
    key: "feet_per_second",
    label: "Feet per second (ft/s)",
    symbol: "ft/s",
    group: "Imperial",
    factor: 0.3048,
  },
  { key: "knots", label: "Knots (kn)", symbol: "kn", group: "Nautical", factor: 0.514444 },
] as const satisfies readonly LinearUnit[];

export type SpeedUnitKey = UnitKeyOf<typeof speedUnits>;

/**
 * The speed page's own factors to km/h (spec §9), used for the speed context line and the
 * reference card.
 */
export const speedToKilometersPerHour = {
  kilometers_per_hour: 1,
  miles_per_hour: 1.60934,
  meters_per_second: 3.6,
  feet_per_second: 1.09728,
  knots: 1.852,
} as const satisfies Record<SpeedUnitKey, number>;
