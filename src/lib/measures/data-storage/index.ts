/** The data storage measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { dataStorageConverter } from "./converter";

export const measure = defineMeasure({
  converter: dataStorageConverter,
  words: async () => (await import("./names")).words,
  about: async () => (await import("./about")).about,
});
