/**
 * The page's own measure, in the browser. The build writes the URL of the measure's module on the
 * page (ConverterIsland's `data-preload-source`, which island-preload.ts turns into `data-module`),
 * so the island imports that one module and bundles no list of every measure. The server, and the
 * development server (which has no such build step), load it through the list.
 */
import { measureOf, type Measure, type MeasureParts } from "../../lib/measures/measure";
import type { ConverterId } from "../../lib/measures";

/** The attribute that names, on the page, the measure whose module `data-module` holds. */
export const measureAttribute = "data-measure";

/**
 * The measure that this page's converter shows.
 * @example (await loadPageMeasure("speed")).converter.defaultFrom // "kilometers_per_hour"
 */
export async function loadPageMeasure(id: ConverterId): Promise<Measure> {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    return (await import("../../lib/measures")).loadMeasure(id);
  }
  const url = document.querySelector<HTMLElement>(`[${measureAttribute}="${id}"]`)?.dataset[
    "module"
  ];
  if (url === undefined) throw new Error(`this page names no module for the ${id} measure`);
  const module = (await import(/* @vite-ignore */ url)) as { measure: MeasureParts };
  return measureOf(id, module.measure);
}
