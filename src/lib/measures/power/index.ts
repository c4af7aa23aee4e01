/** The power measure: its converter, and its words, context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { powerConverter } from "./converter";

export const measure = {
  converter: powerConverter,
  words: () => import("./names").then((module) => module.words),
  context: () => import("./context").then((module) => module.measureContext),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
