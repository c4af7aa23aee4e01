/** What acceleration units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { AccelerationUnitKey } from "./units";
import { accelerationPairPages } from "./pair-pages";

/**
 * What acceleration units are called and how people write them. A lone 'g' stays the gram: standard
 * gravity is read as gn, g0, g-force, gee or its name; the gal is read as 'Gal' in that case only
 * ('gal' is the gallon) or as 'galileo'.
 */
export const accelerationUnitNames = {
  meter_per_second_squared: {
    singular: "meter per second squared",
    plural: "meters per second squared",
    heading: "Meters per Second Squared",
    aliases: [
      "m/s2",
      "m/s/s",
      "m/sec2",
      "m/sec/sec",
      "mps2",
      "metre per second squared",
      "metres per second squared",
      "meter per second per second",
      "meters per second per second",
      "metres per second per second",
    ],
    counterpart: "standard_gravity",
  },
  centimeter_per_second_squared: {
    singular: "centimeter per second squared",
    plural: "centimeters per second squared",
    heading: "Centimeters per Second Squared",
    aliases: [
      "cm/s2",
      "cm/s/s",
      "cm/sec2",
      "galileo",
      "galileos",
      "centimetre per second squared",
      "centimetres per second squared",
      "centimeters per second per second",
    ],
    counterpart: "meter_per_second_squared",
    caseSymbols: ["Gal"],
  },
  kilometer_per_hour_per_second: {
    singular: "kilometer per hour per second",
    plural: "kilometers per hour per second",
    heading: "Kilometers per Hour per Second",
    aliases: [
      "kph/s",
      "kmh/s",
      "km/hr/s",
      "kph/sec",
      "km/h/sec",
      "km/h per s",
      "km/h per second",
      "kph per second",
      "kmh per second",
      "kilometre per hour per second",
      "kilometres per hour per second",
    ],
    counterpart: "meter_per_second_squared",
  },
  foot_per_second_squared: {
    singular: "foot per second squared",
    plural: "feet per second squared",
    heading: "Feet per Second Squared",
    aliases: ["ft/s2", "ft/s/s", "ft/sec2", "ft/sec/sec", "fps2", "feet per second per second"],
    counterpart: "meter_per_second_squared",
  },
  inch_per_second_squared: {
    singular: "inch per second squared",
    plural: "inches per second squared",
    heading: "Inches per Second Squared",
    aliases: ["in/s2", "in/s/s", "in/sec2", "ips2", "inches per second per second"],
    counterpart: "standard_gravity",
  },
  mile_per_hour_per_second: {
    singular: "mile per hour per second",
    plural: "miles per hour per second",
    heading: "Miles per Hour per Second",
    aliases: ["mi/h/s", "mph/sec", "mph per s", "mph per sec", "mph per second"],
    counterpart: "standard_gravity",
  },
  standard_gravity: {
    singular: "standard gravity",
    plural: "standard gravities",
    heading: "Standard Gravity",
    aliases: [
      "gn",
      "g0",
      "g₀",
      "g-force",
      "g-forces",
      "gee",
      "gees",
      "g's",
      "standard acceleration of gravity",
      "standard acceleration due to gravity",
    ],
    counterpart: "meter_per_second_squared",
  },
} as const satisfies UnitNamesOf<AccelerationUnitKey>;

/** How people name acceleration units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: accelerationPairPages,
  names: accelerationUnitNames,
};
