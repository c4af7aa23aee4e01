/** The data transfer rate measure: its converter, and its words (with its pair pages), context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { dataTransferRateConverter } from "./converter";

export const measure = {
  converter: dataTransferRateConverter,
  words: () => import("./names").then((module) => module.words),
  context: () => import("./context").then((module) => module.measureContext),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
