/**
 * The unit pairs with a page of their own: every ordered pair of different units of a measure (but
 * the data converter's decimal units, which would double its pages), or the pairs a measure lists
 * (`pairPages`, for a measure of many units), each with its page path:
 * the converter's canonical path, then '{from plural}-to-{to plural}' (/length/meters-to-feet).
 */
import { converterIds, type ConverterId } from "../measures";
import { converters, measures } from "../measures/all";
import { measureAbouts } from "../measures/page-parts";
import { pairHeading, pairSlug, unitNames } from "./names";

export interface UnitPair {
  measure: ConverterId;
  from: string;
  to: string;
  /** e.g. 'meters-to-feet'. */
  slug: string;
  /** e.g. '/length/meters-to-feet'. */
  path: string;
  /** e.g. 'Meters to Feet'. */
  heading: string;
}

/**
 * The path of a converter's page, where its pair pages live below.
 * @example measurePath("data-storage") // "/data-storage"
 */
export function measurePath(measure: ConverterId): string {
  return measureAbouts[measure].tool.canonicalPath;
}

function makePair(measure: ConverterId, from: string, to: string): UnitPair {
  const slug = pairSlug(measure, from, to);
  const heading = pairHeading(measure, from, to);
  if (slug === undefined || heading === undefined) {
    throw new Error(`The ${measure} converter has no names for ${from} or ${to}`);
  }
  return { measure, from, to, slug, path: `${measurePath(measure)}/${slug}`, heading };
}

/**
 * Every pair, grouped by converter in registry order, then in the order of the unit selects (or of
 * the measure's `pairPages`); units marked `withoutPairPages` (the data converter's decimal ones)
 * have none.
 */
export const unitPairs: readonly UnitPair[] = converterIds.flatMap((measure) => {
  const listed = measures[measure].pairPages;
  if (listed) return listed.map(([from, to]) => makePair(measure, from, to));
  const keys = converters[measure].units
    .map((unit) => unit.key)
    .filter((key) => !unitNames(measure, key)?.withoutPairPages);
  return keys.flatMap((from) =>
    keys.filter((to) => to !== from).map((to) => makePair(measure, from, to)),
  );
});

const pairsByPath = new Map(unitPairs.map((pair) => [pair.path, pair]));
const pairsByUnits = new Map(
  unitPairs.map((pair) => [`${pair.measure}:${pair.from}:${pair.to}`, pair]),
);

/**
 * A pair by its page path; undefined when no pair page has it.
 * @example findPairByPath("/length/meters-to-feet")?.to // "foot"
 */
export function findPairByPath(path: string): UnitPair | undefined {
  return pairsByPath.get(path);
}

/**
 * A pair by its units; undefined for equal or unknown units.
 * @example findPair("weight", "kilogram", "pound")?.path // "/weight/kilograms-to-pounds"
 */
export function findPair(measure: ConverterId, from: string, to: string): UnitPair | undefined {
  return pairsByUnits.get(`${measure}:${from}:${to}`);
}

/**
 * The pairs of one converter.
 * @example pairsOf("temperature").length // 6
 */
export function pairsOf(measure: ConverterId): UnitPair[] {
  return unitPairs.filter((pair) => pair.measure === measure);
}

/**
 * A converter's most useful pairs: its default pair, then each unit to the unit people most often
 * want it in, without repeats.
 * @example popularPairs("length")[0]?.slug // "meters-to-feet"
 */
export function popularPairs(measure: ConverterId): UnitPair[] {
  const config = converters[measure];
  const candidates = [
    findPair(measure, config.defaultFrom, config.defaultTo),
    ...config.units.map((unit) => {
      const counterpart = unitNames(measure, unit.key)?.counterpart;
      return counterpart === undefined ? undefined : findPair(measure, unit.key, counterpart);
    }),
  ];
  const seen = new Set<string>();
  return candidates.filter((pair): pair is UnitPair => {
    if (!pair || seen.has(pair.path)) return false;
    seen.add(pair.path);
    return true;
  });
}

/**
 * The other pairs that share a unit with this one: from the same unit, then into the same unit
 * (the reverse pair is left out; pages link it on its own).
 * @example relatedPairs(findPair("length", "meter", "foot")!).map((p) => p.slug)[0] // "meters-to-kilometers"
 */
export function relatedPairs(pair: UnitPair): { fromSame: UnitPair[]; toSame: UnitPair[] } {
  const siblings = pairsOf(pair.measure);
  return {
    fromSame: siblings.filter((other) => other.from === pair.from && other.to !== pair.to),
    toSame: siblings.filter((other) => other.to === pair.to && other.from !== pair.from),
  };
}
