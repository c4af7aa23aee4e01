/** The energy measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { energyConverter } from "./converter";

export const measure = defineMeasure({
  converter: energyConverter,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
