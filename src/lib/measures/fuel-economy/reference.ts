/**
 * The fuel economy converter's guide: the rating scale (from the context's rating bands) and typical vehicles.
 */
import type { RatingGuide, ReferenceCardData } from "../reference-card";
import { formatTrimmed } from "../../number-format";
import { fuelRatingBands } from "./context";
import { convertFuelEconomy } from "./convert";

function mpgUs(litersPer100Km: number): string {
  return formatTrimmed(convertFuelEconomy(litersPer100Km, "l_per_100km", "mpg_us") ?? 0, 1);
}

/** Fuel economy guide: the rating scale (from the rating bands) and typical vehicles. */
export const fuelEconomyReference: RatingGuide = {
  scale: fuelRatingBands.map((band, index) => {
    const previous = index > 0 ? fuelRatingBands[index - 1]?.below : undefined;
    const range =
      previous === undefined
        ? `under ${band.below} L/100km (over ${mpgUs(band.below)} mpg US)`
        : Number.isFinite(band.below)
          ? `${previous}-${band.below} L/100km (${mpgUs(band.below)}-${mpgUs(previous)} mpg US)`
          : `${previous} L/100km or more (${mpgUs(previous)} mpg US or less)`;
    return { rating: band.rating, description: band.description, tone: band.tone, range };
  }),
  examples: [
    { term: "Hybrid compact car", litersPer100Km: 4.5 },
    { term: "Small petrol car", litersPer100Km: 6 },
    { term: "Midsize sedan", litersPer100Km: 7.5 },
    { term: "SUV", litersPer100Km: 10 },
    { term: "Pickup truck", litersPer100Km: 13 },
  ].map(({ term, litersPer100Km }) => ({
    term,
    value: `about ${litersPer100Km} L/100km (${formatTrimmed(convertFuelEconomy(litersPer100Km, "l_per_100km", "mpg_us") ?? 0, 0)} mpg US)`,
  })),
};

/** The side card of the fuel economy converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Fuel Economy Guide",
  sections: [],
  ratingGuide: { ...fuelEconomyReference, examplesTitle: "Vehicle Examples" },
};
