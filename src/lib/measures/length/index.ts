/** The length measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { lengthConverter } from "./converter";

export const measure = defineMeasure({
  converter: lengthConverter,
  words: async () => (await import("./names")).words,
  about: async () => (await import("./about")).about,
});
