/** What volume units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import { volumeVariants } from "./variants";
import type { UnitNamesOf } from "../types";
import type { VolumeUnitKey } from "./units";

export const volumeUnitNames = {
  liter: {
    singular: "liter",
    plural: "liters",
    heading: "Liters",
    aliases: ["l", "litre", "litres", "ltr", "ltrs", "lt"],
    counterpart: "gallon",
  },
  milliliter: {
    singular: "milliliter",
    plural: "milliliters",
    heading: "Milliliters",
    aliases: ["ml", "millilitre", "millilitres", "mls", "cc"],
    counterpart: "fluid_ounce",
  },
  gallon: {
    singular: "gallon",
    plural: "gallons",
    heading: "Gallons",
    aliases: ["gal", "gals", "us gal", "us gallon", "us gallons"],
    counterpart: "liter",
  },
  quart: {
    singular: "quart",
    plural: "quarts",
    heading: "Quarts",
    aliases: ["qt", "qts", "us quart", "us quarts"],
    counterpart: "liter",
  },
  pint: {
    singular: "pint",
    plural: "pints",
    heading: "Pints",
    aliases: ["pt", "pts", "us pint", "us pints"],
    counterpart: "milliliter",
  },
  cup: {
    singular: "cup",
    plural: "cups",
    heading: "Cups",
    aliases: ["us cup", "us cups"],
    counterpart: "milliliter",
  },
  fluid_ounce: {
    singular: "fluid ounce",
    plural: "fluid ounces",
    heading: "Fluid Ounces",
    aliases: [
      "fl oz",
      "floz",
      "fl ounce",
      "fl ounces",
      "fluid oz",
      "us fl oz",
      "oz",
      "ozs",
      "ounce",
      "ounces",
    ],
    counterpart: "milliliter",
  },
  tablespoon: {
    singular: "tablespoon",
    plural: "tablespoons",
    heading: "Tablespoons",
    aliases: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tablespoonful", "tablespoonfuls"],
    counterpart: "milliliter",
  },
  teaspoon: {
    singular: "teaspoon",
    plural: "teaspoons",
    heading: "Teaspoons",
    aliases: ["tsp", "tsps", "teaspoonful", "teaspoonfuls"],
    counterpart: "milliliter",
  },
} as const satisfies UnitNamesOf<VolumeUnitKey>;

/** How people name volume units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: volumeUnitNames, variants: volumeVariants };
