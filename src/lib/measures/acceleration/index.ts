/** The acceleration measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { accelerationConverter } from "./converter";
import { accelerationPairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: accelerationConverter,
  pairPages: accelerationPairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
