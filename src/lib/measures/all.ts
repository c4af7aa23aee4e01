/**
 * Every measure of the list, loaded with its words: what Quick convert (on demand, in the browser)
 * and the server read when they need all of them at once. A converter page's island loads only its
 * own measure (./index.ts's `loadMeasure`) and never this file.
 */
import { converterIds, findUnit, loadMeasure, type ConverterId, type UnitOption } from "./index";
import type { Measure, MeasureWords } from "./measure";
import type { MeasureVariants, UnitDefinition, UnitNames } from "./types";

/** A measure with its words at hand. */
export interface LoadedMeasure extends Measure {
  readonly names: MeasureWords["names"];
  readonly variants: MeasureVariants;
  readonly temperatureScales: boolean;
  readonly pairPages: MeasureWords["pairPages"];
}

/** A measure with no units beyond its converter's and no unit of two meanings. */
const noVariants: MeasureVariants = {
  units: [],
  ambiguous: {},
  reading: { used: null, other: () => "" },
};

async function loadWithWords(id: ConverterId): Promise<LoadedMeasure> {
  const measure = await loadMeasure(id);
  const words = await measure.words();
  return {
    ...measure,
    names: words.names,
    variants: words.variants ?? noVariants,
    temperatureScales: words.temperatureScales ?? false,
    pairPages: words.pairPages,
  };
}

/** Every measure by id, with its words. */
export const measures = Object.fromEntries(
  await Promise.all(converterIds.map(async (id) => [id, await loadWithWords(id)] as const)),
) as Readonly<Record<ConverterId, LoadedMeasure>>;

function byMeasure<Value>(pick: (measure: LoadedMeasure) => Value) {
  return Object.fromEntries(converterIds.map((id) => [id, pick(measures[id])])) as Readonly<
    Record<ConverterId, Value>
  >;
}

/** Every converter configuration by measure id. */
export const converters = byMeasure((measure) => measure.converter);

/** Every unit's names, by measure id and unit key. */
export const measureUnitNames = byMeasure((measure) => measure.names);

/** The units people type beyond each converter's, and its units of two meanings, by measure id. */
export const measureVariants = byMeasure((measure) => measure.variants);

/** A unit of a measure, from its converter's select or its variants, with its exact size if linear. */
export type KnownUnit = UnitOption & Partial<UnitDefinition>;

/**
 * A unit of a measure by key, from its converter's select or its variants; undefined for neither.
 * @example findKnownUnit("volume", "imperial_gallon")?.symbol // "gal (UK)"
 */
export function findKnownUnit(measure: ConverterId, key: string): KnownUnit | undefined {
  const unit = findUnit(converters[measure], key);
  if (unit) return unit;
  const variant = measureVariants[measure].units.find((candidate) => candidate.key === key);
  return variant && { ...variant, label: variant.names.plural, group: null };
}

/**
 * The names of a unit of a measure, from its converter's select or its variants.
 * @example knownUnitNames("length", "nautical_mile")?.plural // "nautical miles"
 */
export function knownUnitNames(
  measure: ConverterId,
  key: string,
): Omit<UnitNames, "heading"> | undefined {
  if (Object.hasOwn(measureUnitNames[measure], key)) return measureUnitNames[measure][key];
  return measureVariants[measure].units.find((candidate) => candidate.key === key)?.names;
}
