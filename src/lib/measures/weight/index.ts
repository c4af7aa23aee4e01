/** The weight measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { weightConverter } from "./converter";

export const measure = defineMeasure({
  converter: weightConverter,
  words: async () => (await import("./names")).words,
  about: async () => (await import("./about")).about,
});
