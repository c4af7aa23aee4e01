/** The volume measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { volumeConverter } from "./converter";

export const measure = defineMeasure({
  converter: volumeConverter,
  words: async () => (await import("./names")).words,
  about: async () => (await import("./about")).about,
});
