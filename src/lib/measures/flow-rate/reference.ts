/**
 * The flow rate converter's reference card, computed from the units.
 */
import { referenceLines, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { terminatingDecimal } from "../exact-decimal";
import { imperialVolumes } from "../volume/imperial-units";
import { flowRateUnits } from "./units";

const line = referenceLines(flowRateUnits);

/** Flow rate reference: gallons, metric steps and cubic feet. */
export const flowRateReference: {
  gallons: ReferenceLine[];
  metric: ReferenceLine[];
  cubicFeet: ReferenceLine[];
} = {
  gallons: [
    line("1 US gpm", "us_gallons_per_minute", "liters_per_minute", "L/min"),
    line("1 UK gpm", "uk_gallons_per_minute", "liters_per_minute", "L/min"),
    line("1 L/min", "liters_per_minute", "us_gallons_per_minute", "US gpm"),
  ],
  metric: [
    line("1 m³/h", "cubic_meters_per_hour", "liters_per_minute", "L/min"),
    line("1 L/s", "liters_per_second", "cubic_meters_per_hour", "m³/h"),
    line("1 m³/s", "cubic_meters_per_second", "liters_per_second", "L/s"),
  ],
  cubicFeet: [
    line("1 cfm", "cubic_feet_per_minute", "cubic_meters_per_hour", "m³/h"),
    line("1 cfm", "cubic_feet_per_minute", "liters_per_second", "L/s"),
    line("1 cfs", "cubic_feet_per_second", "liters_per_second", "L/s"),
  ],
};

/** The side card of the flow rate converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Flow Rate Reference",
  sections: [
    { title: "Gallons", lines: flowRateReference.gallons },
    { title: "Metric", lines: flowRateReference.metric },
    { title: "Cubic feet", lines: flowRateReference.cubicFeet },
  ],
  note: `A gallon per minute (gpm) is the US gallon's unless it says UK; the UK (imperial) gallon is ${terminatingDecimal(imperialVolumes.imperialGallon.exact) ?? ""} liters.`,
};
