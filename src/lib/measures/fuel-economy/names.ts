/** What fuel economy units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
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

/** How people name fuel economy units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: fuelEconomyUnitNames };
