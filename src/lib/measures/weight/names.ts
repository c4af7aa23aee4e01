/** What mass units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { UnitMeaning, UnitNamesOf } from "../types";
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

/** Where each weight unit is used: a paragraph for its pair pages. */
export const unitUses = {
  kilogram:
    "The kilogram is the SI base unit of mass, defined since 2019 through the Planck constant. Body weight, groceries sold by weight, airline baggage allowances and nearly all scientific and commercial weighing outside the United States use kilograms.",
  gram: "A gram is a thousandth of a kilogram. Food labels give nutrients per 100 grams, metric recipes weigh flour and sugar in grams, and letters, jewellery and spices are weighed in grams.",
  ton: "The metric ton, or tonne, is 1,000 kilograms. Freight, vehicle and ship loads, harvests, industrial output and carbon dioxide emissions are counted in metric tons. It is close to, but not the same as, the US short ton (2,000 lb) and the British long ton (2,240 lb).",
  pound:
    "The avoirdupois pound is defined as exactly 0.45359237 kilograms. Americans use pounds for body weight, meat and produce at the store, and gym weights; in the UK body weight is often given in stone and pounds instead.",
  ounce:
    "The avoirdupois ounce is a sixteenth of a pound, about 28.35 grams. In the United States it is used for packaged food, postage and portion sizes. It measures weight; the fluid ounce measures volume, and the troy ounce used for gold and silver is heavier (about 31.1 g).",
  stone:
    "A stone is 14 pounds, about 6.35 kilograms. It survives mainly in the United Kingdom and Ireland, where people often state their body weight in stone and pounds (for example 11 st 4 lb).",
} as const satisfies Readonly<Record<MassUnitKey, string>>;

/** Which ton the converter's is: for its pair pages' note. */
export const unitMeanings: Readonly<Partial<Record<MassUnitKey, UnitMeaning>>> = {
  ton: { meaning: "metric tons", sizeIn: "kilogram" },
};
