/** The data transfer rate measure: its converter, its pair pages, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { dataTransferRateConverter } from "./converter";
import { dataTransferRatePairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: dataTransferRateConverter,
  pairPages: dataTransferRatePairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
