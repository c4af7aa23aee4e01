/** The frequency measure: its converter, and its words (with its pair pages), context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { frequencyConverter } from "./converter";

export const measure = {
  converter: frequencyConverter,
  words: () => import("./names").then((module) => module.words),
  context: () => import("./context").then((module) => module.measureContext),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
