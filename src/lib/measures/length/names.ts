/** What length units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import { lengthVariants } from "./variants";
import type { UnitNamesOf } from "../types";
import type { LengthUnitKey } from "./units";

/** What length units are called and how people write them. */
export const lengthUnitNames = {
  meter: {
    singular: "meter",
    plural: "meters",
    heading: "Meters",
    aliases: ["m", "metre", "metres", "mtr", "mtrs"],
    counterpart: "foot",
  },
  kilometer: {
    singular: "kilometer",
    plural: "kilometers",
    heading: "Kilometers",
    aliases: ["km", "kms", "kilometre", "kilometres", "klick", "klicks"],
    counterpart: "mile",
  },
  centimeter: {
    singular: "centimeter",
    plural: "centimeters",
    heading: "Centimeters",
    aliases: ["cm", "cms", "centimetre", "centimetres"],
    counterpart: "inch",
  },
  millimeter: {
    singular: "millimeter",
    plural: "millimeters",
    heading: "Millimeters",
    aliases: ["mm", "millimetre", "millimetres"],
    counterpart: "inch",
  },
  inch: {
    singular: "inch",
    plural: "inches",
    heading: "Inches",
    aliases: ["in", "ins", "inchs", '"', "″"],
    counterpart: "centimeter",
  },
  foot: {
    singular: "foot",
    plural: "feet",
    heading: "Feet",
    aliases: ["ft", "feets", "foots", "'", "′"],
    counterpart: "meter",
    nextSmaller: "inch",
  },
  yard: {
    singular: "yard",
    plural: "yards",
    heading: "Yards",
    aliases: ["yd", "yds"],
    counterpart: "meter",
  },
  mile: {
    singular: "mile",
    plural: "miles",
    heading: "Miles",
    aliases: ["mi"],
    counterpart: "kilometer",
  },
} as const satisfies UnitNamesOf<LengthUnitKey>;

/** How people name length units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: lengthUnitNames, variants: lengthVariants };
