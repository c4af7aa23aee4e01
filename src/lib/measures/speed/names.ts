/** What speed units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
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

/** Where each speed unit is used: a paragraph for its pair pages. */
export const unitUses = {
  meters_per_second:
    "Meters per second is the SI unit of speed. Physics and engineering calculations use it, weather services in many countries report wind in m/s, and it puts sprinting in perspective: the fastest 100 m runners reach a little over 12 m/s.",
  kilometers_per_hour:
    "Kilometers per hour is the unit on road signs and car speedometers in most countries. Motorway limits are typically between 100 and 130 km/h, and many weather services give wind speeds in km/h.",
  miles_per_hour:
    "Miles per hour is used on road signs and speedometers in the United States and the United Kingdom. US freeway limits typically range from 55 to 80 mph and the UK motorway limit is 70 mph; baseball pitches and tennis serves are timed in mph too.",
  feet_per_second:
    "Feet per second appears in US engineering and ballistics: the muzzle velocity of bullets, the flow of water in pipes and channels, and the speed of lifts and fans are often given in ft/s.",
  knots:
    "A knot is one nautical mile (1,852 m) per hour. Ships, aircraft and marine and aviation weather forecasts give speeds in knots, because a nautical mile is one minute of latitude, which makes distances easy to read off a chart.",
} as const satisfies Readonly<Record<SpeedUnitKey, string>>;
