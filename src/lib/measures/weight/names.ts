/** What mass units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import { weightVariants } from "./variants";
import type { UnitNamesOf } from "../types";
import type { MassUnitKey } from "./units";

/** What weight units are called and how people write them. */
export const massUnitNames = {
  kilogram: {
    singular: "kilogram",
    plural: "kilograms",
    heading: "Kilograms",
    aliases: ["kg", "kgs", "kilo", "kilos", "kilogramme", "kilogrammes"],
    counterpart: "pound",
  },
  gram: {
    singular: "gram",
    plural: "grams",
    heading: "Grams",
    aliases: ["g", "gm", "gms", "gramme", "grammes"],
    counterpart: "ounce",
  },
  ton: {
    singular: "metric ton",
    plural: "metric tons",
    heading: "Metric Tons",
    aliases: ["t", "tonne", "tonnes", "metric tonne", "metric tonnes"],
    counterpart: "pound",
  },
  pound: {
    singular: "pound",
    plural: "pounds",
    heading: "Pounds",
    aliases: ["lb", "lbs", "lbm", "pounds mass"],
    counterpart: "kilogram",
    nextSmaller: "ounce",
  },
  ounce: {
    singular: "ounce",
    plural: "ounces",
    heading: "Ounces",
    aliases: ["oz", "ozs"],
    counterpart: "gram",
  },
  stone: {
    singular: "stone",
    plural: "stone",
    heading: "Stone",
    aliases: ["st", "stones"],
    counterpart: "kilogram",
    nextSmaller: "pound",
  },
} as const satisfies UnitNamesOf<MassUnitKey>;

/** How people name weight units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: massUnitNames, variants: weightVariants };
