/**
 * Volume units people type that the converter does not list (the UK's imperial gallon, quart,
 * pint and fluid ounce; the metric cup), and the converter's units whose names also mean those.
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
