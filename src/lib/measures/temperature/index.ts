/** The temperature measure: its converter, and its words, context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { temperatureConverter } from "./converter";

export const measure = {
  converter: temperatureConverter,
  // Two temperatures or two fuel economies do not add up to a third.
  amountsAdd: false,
  words: () => import("./names").then((module) => module.words),
  context: () => import("./context").then((module) => module.measureContext),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
