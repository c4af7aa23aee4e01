/** The force measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { forceConverter } from "./converter";
import { forcePairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: forceConverter,
  pairPages: forcePairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
