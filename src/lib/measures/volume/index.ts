/** The volume measure: its converter, and its words, context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { volumeConverter } from "./converter";

export const measure = {
  converter: volumeConverter,
  words: () => import("./names").then((module) => module.words),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
