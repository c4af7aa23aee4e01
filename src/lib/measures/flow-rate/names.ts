/** What flow rate units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { FlowRateUnitKey } from "./units";
import { flowRateVariants } from "./variants";
import { flowRatePairPages } from "./pair-pages";

export const flowRateUnitNames = {
  cubic_meters_per_second: {
    singular: "cubic meter per second",
    plural: "cubic meters per second",
    heading: "Cubic Meters per Second",
    aliases: [
      "m3/s",
      "m3/sec",
      "cumec",
      "cumecs",
      "cubic metre per second",
      "cubic metres per second",
    ],
    counterpart: "liters_per_second",
  },
  cubic_meters_per_hour: {
    singular: "cubic meter per hour",
    plural: "cubic meters per hour",
    heading: "Cubic Meters per Hour",
    aliases: ["m3/h", "m3/hr", "cubic metre per hour", "cubic metres per hour"],
    counterpart: "liters_per_minute",
  },
  liters_per_second: {
    singular: "liter per second",
    plural: "liters per second",
    heading: "Liters per Second",
    aliases: ["l/s", "l/sec", "lps", "litre per second", "litres per second"],
    counterpart: "us_gallons_per_minute",
  },
  liters_per_minute: {
    singular: "liter per minute",
    plural: "liters per minute",
    heading: "Liters per Minute",
    aliases: ["l/min", "lpm", "litre per minute", "litres per minute", "liters/min", "litres/min"],
    counterpart: "us_gallons_per_minute",
  },
  liters_per_hour: {
    singular: "liter per hour",
    plural: "liters per hour",
    heading: "Liters per Hour",
    aliases: ["l/h", "l/hr", "lph", "litre per hour", "litres per hour"],
    counterpart: "liters_per_minute",
  },
  milliliters_per_minute: {
    singular: "milliliter per minute",
    plural: "milliliters per minute",
    heading: "Milliliters per Minute",
    aliases: ["ml/min", "millilitre per minute", "millilitres per minute"],
    counterpart: "liters_per_hour",
  },
  us_gallons_per_minute: {
    singular: "US gallon per minute",
    plural: "US gallons per minute",
    heading: "Gallons per Minute",
    aliases: [
      "gpm",
      "us gpm",
      "usgpm",
      "gal/min",
      "us gal/min",
      "gallon per minute",
      "gallons per minute",
    ],
    counterpart: "liters_per_minute",
  },
  us_gallons_per_hour: {
    singular: "US gallon per hour",
    plural: "US gallons per hour",
    heading: "Gallons per Hour",
    aliases: ["gph", "us gph", "gal/h", "gal/hr", "gallon per hour", "gallons per hour"],
    counterpart: "liters_per_hour",
  },
  cubic_feet_per_second: {
    singular: "cubic foot per second",
    plural: "cubic feet per second",
    heading: "Cubic Feet per Second",
    aliases: ["cfs", "ft3/s", "ft3/sec", "cu ft/s", "cusec", "cusecs"],
    counterpart: "cubic_meters_per_second",
  },
  cubic_feet_per_minute: {
    singular: "cubic foot per minute",
    plural: "cubic feet per minute",
    heading: "Cubic Feet per Minute",
    aliases: ["cfm", "ft3/min", "cu ft/min"],
    counterpart: "cubic_meters_per_hour",
  },
  uk_gallons_per_minute: {
    singular: "UK gallon per minute",
    plural: "UK gallons per minute",
    heading: "UK Gallons per Minute",
    aliases: [
      "uk gpm",
      "igpm",
      "imperial gpm",
      "uk gal/min",
      "imperial gallon per minute",
      "imperial gallons per minute",
    ],
    counterpart: "liters_per_minute",
  },
} as const satisfies UnitNamesOf<FlowRateUnitKey>;

/** How people name flow rate units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: flowRatePairPages,
  names: flowRateUnitNames,
  variants: flowRateVariants,
};
