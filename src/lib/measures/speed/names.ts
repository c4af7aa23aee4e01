/** What speed units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { SpeedUnitKey } from "./units";

/** What speed units are called and how people write them. */
export const speedUnitNames = {
  meters_per_second: {
    singular: "meter per second",
    plural: "meters per second",
    heading: "Meters per Second",
    aliases: [
      "mps",
      "m/sec",
      "metre per second",
      "metres per second",
      "meter/second",
      "meters/second",
    ],
    counterpart: "kilometers_per_hour",
  },
  kilometers_per_hour: {
    singular: "kilometer per hour",
    plural: "kilometers per hour",
    heading: "Kilometers per Hour",
    aliases: [
      "kph",
      "kmh",
      "kmph",
      "km/hr",
      "kms per hour",
      "km per hour",
      "kilometre per hour",
      "kilometres per hour",
      "kilometers an hour",
      "kilometres an hour",
    ],
    counterpart: "miles_per_hour",
  },
  miles_per_hour: {
    singular: "mile per hour",
    plural: "miles per hour",
    heading: "Miles per Hour",
    aliases: ["mi/h", "mi/hr", "miles an hour", "mile an hour"],
    counterpart: "kilometers_per_hour",
  },
  feet_per_second: {
    singular: "foot per second",
    plural: "feet per second",
    heading: "Feet per Second",
    aliases: ["fps", "ft/sec", "ft per sec", "feet/second", "feet per sec"],
    counterpart: "meters_per_second",
  },
  knots: {
    singular: "knot",
    plural: "knots",
    heading: "Knots",
    aliases: ["kt", "kts", "kn", "kns"],
    counterpart: "kilometers_per_hour",
  },
} as const satisfies UnitNamesOf<SpeedUnitKey>;

/** How people name speed units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: speedUnitNames };
