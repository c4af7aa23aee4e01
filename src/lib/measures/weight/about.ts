/** What only the weight pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { UnitMeaning } from "../types";
import type { MassUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";

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

export const about: MeasureAbout = { tool, unitUses, unitMeanings, referenceCard };
