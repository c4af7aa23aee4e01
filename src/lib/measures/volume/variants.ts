/**
 * Volume units people type that the converter does not list (the UK's imperial gallon, quart,
 * pint, cup and fluid ounce; the metric and Japanese cups and spoons, the decilitre, the stick), and the converter's units whose names also mean those.
 * For Quick convert, the pair pages' notes and the factors page; islands never import it.
 */
import { imperialRegions, regionalNames } from "../define-variant";
import type { MeasureVariants } from "../types";
import { imperialVolumes as volumes } from "./imperial-units";

const imperial = (words: readonly string[]) => regionalNames(words, imperialRegions);
const ukReading = "UK (imperial)";

export const volumeVariants: MeasureVariants = {
  units: [
    {
      key: "imperial_gallon",
      ...volumes.imperialGallon,
      names: {
        singular: "imperial gallon",
        plural: "imperial gallons",
        aliases: imperial(["gallon", "gallons", "gal", "gals"]),
        counterpart: "liter",
      },
    },
    {
      key: "imperial_quart",
      ...volumes.imperialQuart,
      names: {
        singular: "imperial quart",
        plural: "imperial quarts",
        aliases: imperial(["quart", "quarts", "qt", "qts"]),
        counterpart: "liter",
      },
    },
    {
      key: "imperial_pint",
      ...volumes.imperialPint,
      names: {
        singular: "imperial pint",
        plural: "imperial pints",
        aliases: imperial(["pint", "pints", "pt", "pts"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "imperial_fluid_ounce",
      ...volumes.imperialFluidOunce,
      names: {
        singular: "imperial fluid ounce",
        plural: "imperial fluid ounces",
        aliases: imperial(["fluid ounce", "fluid ounces", "fl oz", "floz", "fluid oz"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "metric_cup",
      ...volumes.metricCup,
      names: {
        singular: "metric cup",
        plural: "metric cups",
        aliases: regionalNames(["cup", "cups"], ["metric", "australian", "au", "nz"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "imperial_cup",
      ...volumes.imperialCup,
      names: {
        singular: "imperial cup",
        plural: "imperial cups",
        aliases: imperial(["cup", "cups"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "japanese_cup",
      ...volumes.japaneseCup,
      names: {
        singular: "Japanese cup",
        plural: "Japanese cups",
        aliases: regionalNames(["cup", "cups"], ["japanese", "japan", "jp"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "metric_tablespoon",
      ...volumes.metricTablespoon,
      names: {
        singular: "metric tablespoon",
        plural: "metric tablespoons",
        aliases: regionalNames(["tablespoon", "tablespoons", "tbsp"], ["metric"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "metric_teaspoon",
      ...volumes.metricTeaspoon,
      names: {
        singular: "metric teaspoon",
        plural: "metric teaspoons",
        aliases: regionalNames(["teaspoon", "teaspoons", "tsp"], ["metric"]),
        counterpart: "milliliter",
      },
    },
    {
      key: "deciliter",
      ...volumes.deciliter,
      names: {
        singular: "deciliter",
        plural: "deciliters",
        aliases: ["dl", "decilitre", "decilitres", "dls"],
        counterpart: "cup",
      },
    },
    {
      key: "stick",
      ...volumes.stick,
      names: {
        singular: "stick",
        plural: "sticks",
        aliases: [],
        counterpart: "tablespoon",
      },
    },
  ],
  ambiguous: {
    gallon: [{ key: "imperial_gallon", reading: ukReading }],
    quart: [{ key: "imperial_quart", reading: ukReading }],
    pint: [{ key: "imperial_pint", reading: ukReading }],
    cup: [{ key: "metric_cup", reading: "metric" }],
    fluid_ounce: [{ key: "imperial_fluid_ounce", reading: ukReading }],
  },
  reading: {
    symbolSuffix: " (US)",
    namedWhen: /\bus\b/i,
    used: null,
    other: (readings) => `In ${readings.join(" and ")} units,`,
  },
};
