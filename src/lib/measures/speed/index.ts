/** The speed measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { speedConverter } from "./converter";

export const measure = defineMeasure({
  converter: speedConverter,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
