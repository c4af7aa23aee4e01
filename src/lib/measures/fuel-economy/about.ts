/** What only the fuel economy pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { FuelEconomyUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { pairTableValues } from "./pair-values";

/** Where each fuel economy unit is used: a paragraph for its pair pages. */
export const unitUses = {
  mpg_us:
    "Miles per US gallon is how fuel economy is rated in the United States, on new-car window stickers and in official EPA figures. Higher is better: many new cars manage around 25 to 35 mpg, and hybrids 45 mpg or more.",
  mpg_imperial:
    "Miles per imperial gallon is the fuel economy figure quoted in the United Kingdom. The imperial gallon is about 20% larger than the US gallon, so the same car shows a higher mpg figure in the UK than in the US.",
  l_per_100km:
    "Liters per 100 kilometers is the fuel consumption measure of Europe, Canada, Australia and much of the world. Unlike mpg, lower is better: an economical small car uses about 4 to 6 L/100km and a large SUV 10 or more.",
  km_per_l:
    "Kilometers per liter is the fuel economy measure of countries such as Japan and India and parts of Latin America. Like mpg, higher is better: a car that does 20 km/L is very economical.",
} as const satisfies Readonly<Record<FuelEconomyUnitKey, string>>;

export const about: MeasureAbout = { tool, unitUses, referenceCard, pairTableValues };
