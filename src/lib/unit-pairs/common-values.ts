/**
 * The values in the table of common conversions on each pair page: a range that fits the measure
 * and the unit converted from. A measure whose page parts give `pairTableValues` chooses its own;
 * the others use everyday counts.
 */
import type { ConverterId } from "../measures";
import { measureAbouts } from "../measures/page-parts";

const everyday = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000];

/**
 * The values of a pair page's table, in the unit converted from.
 * @example commonValues("length", "meter") // [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 50, 100, 1000]
 * @example commonValues("temperature", "fahrenheit")[0] // -40
 */
export function commonValues(measure: ConverterId, from: string): readonly number[] {
  const values = measureAbouts[measure].pairTableValues?.(from) ?? [];
  return values.length > 0 ? values : everyday;
}
