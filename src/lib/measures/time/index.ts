/** The time measure: its converter, its pair pages, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { timeConverter } from "./converter";
import { timePairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: timeConverter,
  pairPages: timePairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
