/** What pressure units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { PressureUnitKey } from "./units";

/** What pressure units are called and how people write them. */
export const pressureUnitNames = {
  pascal: {
    singular: "pascal",
    plural: "pascals",
    heading: "Pascals",
    aliases: ["pa", "n/m2"],
    counterpart: "psi",
  },
  kilopascal: {
    singular: "kilopascal",
    plural: "kilopascals",
    heading: "Kilopascals",
    aliases: ["kpa"],
    counterpart: "psi",
  },
  bar: {
    singular: "bar",
    plural: "bar",
    heading: "Bar",
    aliases: ["bars"],
    counterpart: "psi",
  },
  psi: {
    singular: "pound per square inch",
    plural: "pounds per square inch",
    heading: "Pounds per Square Inch",
    aliases: [
      "psi",
      "lb/in2",
      "lbf/in2",
      "lbs per square inch",
      "pound force per square inch",
      "pounds force per square inch",
    ],
    counterpart: "bar",
  },
  atmosphere: {
    singular: "atmosphere",
    plural: "atmospheres",
    heading: "Atmospheres",
    aliases: ["atm", "atms", "standard atmosphere", "standard atmospheres"],
    counterpart: "psi",
  },
  torr: {
    singular: "torr",
    plural: "torr",
    heading: "Torr",
    aliases: ["torrs"],
    counterpart: "pascal",
  },
  mmhg: {
    singular: "millimeter of mercury",
    plural: "millimeters of mercury",
    heading: "Millimeters of Mercury",
    aliases: ["mmhg", "mm hg", "millimetre of mercury", "millimetres of mercury", "mm of mercury"],
    counterpart: "kilopascal",
  },
} as const satisfies UnitNamesOf<PressureUnitKey>;

/** How people name pressure units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: pressureUnitNames };
