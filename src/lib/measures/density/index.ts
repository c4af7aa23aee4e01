/** The density measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { densityConverter } from "./converter";
import { densityPairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: densityConverter,
  pairPages: densityPairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
