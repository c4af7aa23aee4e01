/** What force units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { ForceUnitKey } from "./units";
import { forceVariants } from "./variants";
import { forcePairPages } from "./pair-pages";

/**
 * What force units are called and how people write them. 'ton force' is not read: like 'ton', it
 * can be a metric, short or long ton; the tonne-force is read by its own names.
 */
export const forceUnitNames = {
  newton: {
    singular: "newton",
    plural: "newtons",
    heading: "Newtons",
    aliases: [],
    counterpart: "pound_force",
  },
  kilonewton: {
    singular: "kilonewton",
    plural: "kilonewtons",
    heading: "Kilonewtons",
    aliases: ["kn"],
    counterpart: "pound_force",
  },
  meganewton: {
    singular: "meganewton",
    plural: "meganewtons",
    heading: "Meganewtons",
    aliases: [],
    counterpart: "kilonewton",
  },
  kilogram_force: {
    singular: "kilogram-force",
    plural: "kilograms-force",
    heading: "Kilograms-Force",
    aliases: [
      "kgf",
      "kg f",
      "kg force",
      "kgs force",
      "kilogram force",
      "kilograms force",
      "kilopond",
      "kiloponds",
      "kp",
    ],
    counterpart: "newton",
  },
  tonne_force: {
    singular: "tonne-force",
    plural: "tonnes-force",
    heading: "Tonnes-Force",
    aliases: [
      "tf",
      "tnf",
      "tonne force",
      "tonnes force",
      "metric ton-force",
      "metric tons-force",
      "metric ton force",
      "metric tons force",
    ],
    counterpart: "kilonewton",
  },
  dyne: {
    singular: "dyne",
    plural: "dynes",
    heading: "Dynes",
    aliases: ["dyn"],
    counterpart: "newton",
  },
  pound_force: {
    singular: "pound-force",
    plural: "pounds-force",
    heading: "Pounds-Force",
    aliases: [
      "lbf",
      "lbsf",
      "lb f",
      "lb force",
      "lbs force",
      "pound force",
      "pounds force",
      "pound of force",
      "pounds of force",
    ],
    counterpart: "newton",
  },
  ounce_force: {
    singular: "ounce-force",
    plural: "ounces-force",
    heading: "Ounces-Force",
    aliases: ["ozf", "oz f", "oz force", "ounce force", "ounces force"],
    counterpart: "newton",
  },
  kip: {
    singular: "kip",
    plural: "kips",
    heading: "Kips",
    aliases: [
      "klbf",
      "kip-force",
      "kips-force",
      "kilopound",
      "kilopounds",
      "kilopound-force",
      "kilopounds-force",
    ],
    counterpart: "kilonewton",
  },
  poundal: {
    singular: "poundal",
    plural: "poundals",
    heading: "Poundals",
    aliases: ["pdl"],
    counterpart: "newton",
  },
} as const satisfies UnitNamesOf<ForceUnitKey>;

/** How people name force units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: forcePairPages,
  names: forceUnitNames,
  variants: forceVariants,
};
