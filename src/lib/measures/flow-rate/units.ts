/**
 * Volume flow rate units; base unit: the cubic metre per second. Each is a volume of the volume
 * measure (its litre, millilitre and US gallon, the UK's imperial gallon) or a cube of the length
 * measure's metre or foot, per second, minute or hour of the time measure. A cubic metre is 1000
 * litres (the litre is a cubic decimetre).
 */
import { baseUnit, derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { power, product, quotient } from "../exact";
import type { SourceKey } from "../sources";
import type { LinearUnit, UnitKeyOf } from "../types";
import { lengths } from "../length/units";
import { volumes, volumeUnits } from "../volume/units";
import { imperialVolumes } from "../volume/imperial-units";
import { times } from "../time/units";

/** A cubic metre, in the volume measure's litres. */
export const cubicMeter = unitOf("m³", 1000, volumes.liter, "si");
/** A cubic foot, in litres: the length measure's foot cubed. */
const cubicFoot = derivedUnit(
  "ft³",
  product(power(lengths.foot.exact, 3), cubicMeter.exact),
  "1 ft × 1 ft × 1 ft",
  "yardAndPound1959",
);
const milliliter = volumeUnits.find((unit) => unit.key === "milliliter");
if (!milliliter) throw new Error("The volume measure has no milliliter");

/** A volume per unit of time, in cubic metres per second: '1 L / 1 min'. */
function per(symbol: string, volume: DefinedUnit, time: DefinedUnit, source: SourceKey) {
  return derivedUnit(
    symbol,
    quotient(quotient(volume.exact, cubicMeter.exact), time.exact),
    `1 ${volume.symbol} / 1 ${time.symbol}`,
    source,
  );
}

const { second, minute, hour } = times;
const metric = "Metric";
const us = "US customary";

export const flowRateUnits = [
  {
    key: "cubic_meters_per_second",
    label: "Cubic meters/second (m³/s)",
    group: metric,
    ...baseUnit("m³/s", "SI coherent unit of volume flow rate", "si"),
  },
  {
    key: "cubic_meters_per_hour",
    label: "Cubic meters/hour (m³/h)",
    group: metric,
    ...per("m³/h", cubicMeter, hour, "si"),
  },
  {
    key: "liters_per_second",
    label: "Liters/second (L/s)",
    group: metric,
    ...per("L/s", volumes.liter, second, "si"),
  },
  {
    key: "liters_per_minute",
    label: "Liters/minute (L/min)",
    group: metric,
    ...per("L/min", volumes.liter, minute, "si"),
  },
  {
    key: "liters_per_hour",
    label: "Liters/hour (L/h)",
    group: metric,
    ...per("L/h", volumes.liter, hour, "si"),
  },
  {
    key: "milliliters_per_minute",
    label: "Milliliters/minute (mL/min)",
    group: metric,
    ...per("mL/min", milliliter, minute, "siPrefix"),
  },
  {
    key: "us_gallons_per_minute",
    label: "US gallons/minute (gpm)",
    group: us,
    ...per("US gal/min", volumes.gallon, minute, "usGallon"),
  },
  {
    key: "us_gallons_per_hour",
    label: "US gallons/hour (gph)",
    group: us,
    ...per("US gal/h", volumes.gallon, hour, "usGallon"),
  },
  {
    key: "cubic_feet_per_second",
    label: "Cubic feet/second (cfs)",
    group: us,
    ...per("ft³/s", cubicFoot, second, "yardAndPound1959"),
  },
  {
    key: "cubic_feet_per_minute",
    label: "Cubic feet/minute (cfm)",
    group: us,
    ...per("ft³/min", cubicFoot, minute, "yardAndPound1959"),
  },
  {
    key: "uk_gallons_per_minute",
    label: "UK gallons/minute",
    group: "Imperial",
    ...per("UK gal/min", imperialVolumes.imperialGallon, minute, "imperialGallon"),
  },
] as const satisfies readonly LinearUnit[];

export type FlowRateUnitKey = UnitKeyOf<typeof flowRateUnits>;
