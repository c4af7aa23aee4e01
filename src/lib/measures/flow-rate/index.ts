/** The flow rate measure: its converter, its pair pages, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { flowRateConverter } from "./converter";
import { flowRatePairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: flowRateConverter,
  pairPages: flowRatePairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
