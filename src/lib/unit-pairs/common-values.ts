/**
 * The values in the table of common conversions on each pair page: a range that fits the measure
 * and the unit converted from. A measure whose folder has a `pair-values.ts` chooses its own; the
 * others use everyday counts.
 */
import type { ConverterId } from "../measures";

const everyday = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000];

type PairTableValues = (from: string) => readonly number[];
const measureValues: Readonly<Partial<Record<string, PairTableValues>>> = import.meta.glob(
  "../measures/*/pair-values.ts",
  { eager: true, import: "pairTableValues" },
);

/**
 * The values of a pair page's table, in the unit converted from.
 * @example commonValues("length", "meter") // [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000]
 * @example commonValues("temperature", "fahrenheit")[0] // -40
 */
export function commonValues(measure: ConverterId, from: string): readonly number[] {
  const values = measureValues[`../measures/${measure}/pair-values.ts`]?.(from) ?? [];
  return values.length > 0 ? values : everyday;
}
