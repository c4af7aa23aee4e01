/** What frequency units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { FrequencyUnitKey } from "./units";
import { frequencyPairPages } from "./pair-pages";

/** The names of hertz with a prefix: 'kilohertz', 'khz'. */
function prefixedHertz(prefix: string, letter: string, counterpart: FrequencyUnitKey) {
  const name = `${prefix}hertz`;
  return {
    singular: name,
    plural: name,
    heading: `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    aliases: [`${letter}hz`, `${prefix}cycles per second`],
    counterpart,
  } as const;
}

export const frequencyUnitNames = {
  hertz: {
    singular: "hertz",
    plural: "hertz",
    heading: "Hertz",
    aliases: ["hz", "cps", "cycle per second", "cycles per second", "cycles/s", "cycles/sec"],
    counterpart: "rpm",
  },
  kilohertz: prefixedHertz("kilo", "k", "hertz"),
  megahertz: prefixedHertz("mega", "m", "kilohertz"),
  gigahertz: prefixedHertz("giga", "g", "megahertz"),
  terahertz: prefixedHertz("tera", "t", "gigahertz"),
  rpm: {
    singular: "revolution per minute",
    plural: "revolutions per minute",
    heading: "RPM",
    aliases: [
      "rpms",
      "r/min",
      "rev/min",
      "revs/min",
      "revs per minute",
      "revolution/minute",
      "rotation per minute",
      "rotations per minute",
      "turns per minute",
    ],
    counterpart: "hertz",
  },
  radian_per_second: {
    singular: "radian per second",
    plural: "radians per second",
    heading: "Radians per Second",
    aliases: ["rad/s", "rad/sec", "rads/s", "radian/s", "radians/s", "rad per sec"],
    counterpart: "rpm",
  },
} as const satisfies UnitNamesOf<FrequencyUnitKey>;

/** How people name frequency units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: frequencyPairPages,
  names: frequencyUnitNames,
};
