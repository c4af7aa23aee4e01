/** The data storage measure: its converter, and its words, context line and page parts on demand. */
import type { MeasureParts } from "../measure";
import { dataStorageConverter } from "./converter";

export const measure = {
  converter: dataStorageConverter,
  words: () => import("./names").then((module) => module.words),
  about: () => import("./about").then((module) => module.about),
} satisfies MeasureParts;
