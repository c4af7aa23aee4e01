import { use, useMemo } from "react";
import Converter from "./Converter";
import { PartNotLoaded } from "../ui/lazy-part";
import type { ConverterId, Measure } from "../../lib/measures";
import type { MeasureContext } from "../../lib/measures/measure";
import { withPairPreset, type PairPreset } from "../../lib/unit-pairs/preset";
import { loadPageMeasure } from "./page-measure";

/**
 * The page's measure, and on the server its context line's code (the server prints the line; in
 * the browser it loads with the converter's details, on the first change).
 */
type LoadedParts = { measure: Measure; context: MeasureContext | null } | null;

/** One load per measure and page: React asks for the same promise on every render. */
const loading = new Map<ConverterId, Promise<LoadedParts>>();

function loadParts(id: ConverterId): Promise<LoadedParts> {
  let parts = loading.get(id);
  if (!parts) {
    parts = loadPageMeasure(id)
      .then(async (measure) => ({
        measure,
        context: import.meta.env.SSR ? ((await measure.context?.()) ?? null) : null,
      }))
      .catch((error: unknown) => {
        console.warn(error);
        return null;
      });
    loading.set(id, parts);
  }
  return parts;
}

interface MeasureConverterProps extends PairPreset {
  /** The measure this page converts, by its id in the list of measures. */
  measure: ConverterId;
}

/**
 * The unit converter island of every measure: it loads its own measure's object (and no other's)
 * and renders the shared converter with it, preset to a unit pair on pair pages. Until the measure
 * arrives React keeps the server's HTML, which the early answer keeps current.
 */
export default function MeasureConverter({
  measure: id,
  defaultFrom,
  defaultTo,
}: MeasureConverterProps) {
  const parts = use(loadParts(id));
  const config = useMemo(
    () => parts && withPairPreset(parts.measure.converter, { defaultFrom, defaultTo }),
    [parts, defaultFrom, defaultTo],
  );
  if (!parts || !config) return <PartNotLoaded />;
  return (
    <Converter
      config={config}
      loadContext={parts.measure.context ?? null}
      serverContext={parts.context}
    />
  );
}
