/** What fuel economy units are called, how people write them and where they are used: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { UnitNamesOf } from "../types";
import type { FuelEconomyUnitKey } from "./units";

/** What the fuel economy units are called and how people write them ('mpg' alone is US mpg). */
export const fuelEconomyUnitNames = {
  mpg_us: {
    singular: "mile per US gallon",
    plural: "miles per US gallon",
    heading: "Miles per US Gallon",
    aliases: [
      "mpg",
      "us mpg",
      "mpg us",
      "mpgus",
      "miles per gallon",
      "mile per gallon",
      "miles per gallon us",
      "miles/gallon",
      "mi/gal",
    ],
    counterpart: "l_per_100km",
  },
  mpg_imperial: {
    singular: "mile per UK gallon",
    plural: "miles per UK gallon",
    heading: "Miles per UK Gallon",
    aliases: [
      "uk mpg",
      "mpg uk",
      "mpguk",
      "imperial mpg",
      "mpg imperial",
      "mpg imp",
      "miles per imperial gallon",
      "miles per gallon uk",
      "miles per gallon imperial",
    ],
    counterpart: "l_per_100km",
  },
  l_per_100km: {
    singular: "liter per 100 kilometers",
    plural: "liters per 100 kilometers",
    heading: "Liters per 100 Kilometers",
    aliases: [
      "l/100km",
      "l/100 km",
      "l/100",
      "l per 100km",
      "l per 100 km",
      "liters per 100km",
      "liters per 100 km",
      "litres per 100km",
      "litres per 100 km",
      "litres per 100 kilometres",
      "lp100km",
    ],
    counterpart: "mpg_us",
  },
  km_per_l: {
    singular: "kilometer per liter",
    plural: "kilometers per liter",
    heading: "Kilometers per Liter",
    aliases: [
      "km/l",
      "kmpl",
      "km per l",
      "km per liter",
      "km per litre",
      "kilometres per litre",
      "kilometers per litre",
      "kilometres per liter",
    ],
    counterpart: "l_per_100km",
  },
} as const satisfies UnitNamesOf<FuelEconomyUnitKey>;

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
