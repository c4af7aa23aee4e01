/** The fuel context band of the spec (section 9, context bands). */
import type { FuelEconomyUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { toLitersPer100Km } from "./convert";
import type { ContextTone } from "../context-types";

export interface FuelRating {
  rating: "Excellent" | "Very Good" | "Good" | "Fair" | "Poor";
  description: string;
  tone: ContextTone;
}

/** The fuel rating bands: each applies below its limit in L/100 km; the last has no limit. */
export const fuelRatingBands = [
  { below: 4, rating: "Excellent", description: "Very fuel efficient", tone: "green" },
  { below: 6, rating: "Very Good", description: "Good fuel economy", tone: "teal" },
  { below: 8, rating: "Good", description: "Average fuel economy", tone: "amber" },
  { below: 12, rating: "Fair", description: "Below average efficiency", tone: "orange" },
  {
    below: Number.POSITIVE_INFINITY,
    rating: "Poor",
    description: "Poor fuel economy",
    tone: "red",
  },
] as const satisfies readonly (FuelRating & { below: number })[];

/**
 * The fuel rating of a consumption in litres per 100 km. Bands: below 4, 6, 8, 12; else poor.
 * @example fuelRating(5).rating // "Very Good"
 */
export function fuelRating(litersPer100Km: number): FuelRating {
  const band =
    fuelRatingBands.find((candidate) => litersPer100Km < candidate.below) ?? fuelRatingBands[4];
  return { rating: band.rating, description: band.description, tone: band.tone };
}

/**
 * The context line of a fuel economy conversion (loaded with the converter's details, not
 * with the page).
 * @example measureContext({ value: 1, from, to, result, resultText }).heading
 */
export function measureContext({ value, from }: Conversion<FuelEconomyUnitKey>): ConverterContext {
  const rating = fuelRating(toLitersPer100Km(value, from) ?? Number.POSITIVE_INFINITY);
  return {
    ...contextLine("Fuel rating", rating.description),
    tone: rating.tone,
    rating: rating.rating,
  };
}
