/**
 * The one list of measures. Its keys are the measures' ids (each the name of the measure's folder
 * and of its tool); each entry loads the measure object its folder's index.ts exports, so a page
 * downloads only the measure it shows. The converter island, the registry (src/tools.ts), pair
 * pages, /conversions, Quick convert, the factors page, the early answers and the tests all read
 * this list: a measure is its folder and one line here.
 */
import { measureOf, type Measure, type MeasureParts } from "./measure";

export * from "./define-converter";
export type { Measure, MeasureAbout, MeasureParts, MeasureWords } from "./measure";

export const measureList = {
  length: () => import("./length/index.ts"),
  weight: () => import("./weight/index.ts"),
  temperature: () => import("./temperature/index.ts"),
  volume: () => import("./volume/index.ts"),
  "data-storage": () => import("./data-storage/index.ts"),
  speed: () => import("./speed/index.ts"),
  area: () => import("./area/index.ts"),
  pressure: () => import("./pressure/index.ts"),
  energy: () => import("./energy/index.ts"),
  power: () => import("./power/index.ts"),
  angle: () => import("./angle/index.ts"),
  "fuel-economy": () => import("./fuel-economy/index.ts"),
  acceleration: () => import("./acceleration/index.ts"),
  force: () => import("./force/index.ts"),
  torque: () => import("./torque/index.ts"),
  density: () => import("./density/index.ts"),
  time: () => import("./time/index.ts"),
  "data-transfer-rate": () => import("./data-transfer-rate/index.ts"),
  frequency: () => import("./frequency/index.ts"),
  "flow-rate": () => import("./flow-rate/index.ts"),
} as const satisfies Readonly<Record<string, () => Promise<{ measure: MeasureParts }>>>;

/** A measure's id: its key in the list, its folder in src/lib/measures/ and its tool id. */
export type ConverterId = keyof typeof measureList;

/** The measures' ids, in the list's order (the registry's). */
export const converterIds = Object.keys(measureList) as readonly ConverterId[];

/**
 * A measure's module as a path from the project's root, for the build steps that name it (the
 * page's preload list, the early answers): the list's key is the folder's name, which
 * index.test.ts checks against the list's own import for every measure.
 * @example measureModule("length") // "src/lib/measures/length/index.ts"
 */
export function measureModule(id: ConverterId): string {
  return `src/lib/measures/${id}/index.ts`;
}

/**
 * Whether a text is a measure's id.
 * @example isConverterId("length") // true
 */
export function isConverterId(text: string): text is ConverterId {
  return Object.hasOwn(measureList, text);
}

/**
 * A measure object by id, loaded on demand.
 * @example (await loadMeasure("speed")).converter.defaultFrom // "kilometers_per_hour"
 */
export async function loadMeasure(id: ConverterId): Promise<Measure> {
  const parts: MeasureParts = (await measureList[id]()).measure;
  return measureOf(id, parts);
}
