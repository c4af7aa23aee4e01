/** The frequency measure: its converter, its pair pages, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { frequencyConverter } from "./converter";
import { frequencyPairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: frequencyConverter,
  pairPages: frequencyPairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
