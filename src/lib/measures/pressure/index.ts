/** The pressure measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { pressureConverter } from "./converter";

export const measure = defineMeasure({
  converter: pressureConverter,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
