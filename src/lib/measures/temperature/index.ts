/** The temperature measure: its converter, and its words, context line and page parts on demand. */
import { defineMeasure } from "../measure";
import { temperatureConverter } from "./converter";

export const measure = defineMeasure({
  converter: temperatureConverter,
  // Two temperatures or two fuel economies do not add up to a third.
  amountsAdd: false,
  words: async () => (await import("./names")).words,
  context: async () => (await import("./context")).measureContext,
  about: async () => (await import("./about")).about,
});
