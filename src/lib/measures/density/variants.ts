/**
 * Density's units of two meanings: 'lb/gal' and 'pounds per gallon' are read as the converter's
 * pounds per US gallon, as the volume converter reads a gallon, and the answer gives the pounds per
 * UK (imperial) gallon beside it. No units beyond the converter's. For Quick convert and the pair
 * pages' notes; islands never import it.
 */
import type { MeasureVariants } from "../types";
import type { DensityUnitKey } from "./units";

export const densityVariants: MeasureVariants = {
  units: [],
  ambiguous: {
    pound_per_us_gallon: [
      { key: "pound_per_uk_gallon" satisfies DensityUnitKey, reading: "UK (imperial)" },
    ],
  },
  reading: {
    namedWhen: /\bus\b/i,
    used: null,
    other: (readings) => `In ${readings.join(" and ")} gallons,`,
  },
};
