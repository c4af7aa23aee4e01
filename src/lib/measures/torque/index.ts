/** The torque measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { torqueConverter } from "./converter";
import { torquePairPages } from "./pair-pages";

export const measure = defineMeasure({
  converter: torqueConverter,
  pairPages: torquePairPages,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
