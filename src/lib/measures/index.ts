/**
 * The twelve measures as data, by key, for pages, Quick convert and tests. Islands import their
 * own converter's file instead, so that a page ships only the data it uses.
 */
import { lengthConverter } from "./length/converter";
import { weightConverter } from "./weight/converter";
import { temperatureConverter } from "./temperature/converter";
import { volumeConverter } from "./volume/converter";
import { dataStorageConverter } from "./data-storage/converter";
import { speedConverter } from "./speed/converter";
import { areaConverter } from "./area/converter";
import { pressureConverter } from "./pressure/converter";
import { energyConverter } from "./energy/converter";
import { powerConverter } from "./power/converter";
import { angleConverter } from "./angle/converter";
import { fuelEconomyConverter } from "./fuel-economy/converter";
import { findUnit, type ConverterConfig, type UnitOption } from "./define-converter";
import type { MeasureVariants, UnitDefinition, UnitNames } from "./types";
import { angleUnitNames } from "./angle/names";
import { fuelEconomyUnitNames } from "./fuel-economy/names";
import { temperatureUnitNames } from "./temperature/names";
import { areaUnitNames } from "./area/names";
import { dataStorageUnitNames } from "./data-storage/names";
import { energyUnitNames } from "./energy/names";
import { lengthUnitNames } from "./length/names";
import { massUnitNames } from "./weight/names";
import { powerUnitNames } from "./power/names";
import { pressureUnitNames } from "./pressure/names";
import { speedUnitNames } from "./speed/names";
import { volumeUnitNames } from "./volume/names";
import { dataStorageVariants } from "./data-storage/variants";
import { lengthVariants } from "./length/variants";
import { volumeVariants } from "./volume/variants";
import { weightVariants } from "./weight/variants";

export * from "./define-converter";

/** A measure with no units beyond its converter's and no unit of two meanings. */
const noVariants: MeasureVariants = {
  units: [],
  ambiguous: {},
  reading: { used: null, other: () => "" },
};

/** What the list of measures holds of each. */
interface MeasureEntry {
  converter: ConverterConfig;
  names: Readonly<Record<string, UnitNames>>;
  variants: MeasureVariants;
}

/**
 * The measures, in registry order: each converter's configuration, its units' names, and the units
 * people type beyond the converter's (variants.ts). This is the one list of measures: its keys are
 * the converter ids (each the name of the measure's folder and of its tool in src/tools.ts), and
 * the converters, pair pages, /conversions, Quick convert, the factors page and the tests read it.
 * The parts only pages print are found in each folder (page-parts.ts).
 */
export const measures = {
  length: { converter: lengthConverter, names: lengthUnitNames, variants: lengthVariants },
  weight: { converter: weightConverter, names: massUnitNames, variants: weightVariants },
  temperature: {
    converter: temperatureConverter,
    names: temperatureUnitNames,
    variants: noVariants,
  },
  volume: { converter: volumeConverter, names: volumeUnitNames, variants: volumeVariants },
  "data-storage": {
    converter: dataStorageConverter,
    names: dataStorageUnitNames,
    variants: dataStorageVariants,
  },
  speed: { converter: speedConverter, names: speedUnitNames, variants: noVariants },
  area: { converter: areaConverter, names: areaUnitNames, variants: noVariants },
  pressure: { converter: pressureConverter, names: pressureUnitNames, variants: noVariants },
  energy: { converter: energyConverter, names: energyUnitNames, variants: noVariants },
  power: { converter: powerConverter, names: powerUnitNames, variants: noVariants },
  angle: { converter: angleConverter, names: angleUnitNames, variants: noVariants },
  "fuel-economy": {
    converter: fuelEconomyConverter,
    names: fuelEconomyUnitNames,
    variants: noVariants,
  },
} as const satisfies Readonly<Record<string, MeasureEntry>>;

/** A converter's key: its folder in src/lib/measures/ and its tool id in src/tools.ts. */
export type ConverterId = keyof typeof measures;

/** The converter ids, in registry order. */
export const converterIds = Object.keys(measures) as readonly ConverterId[];

/**
 * Whether a text is a converter key.
 * @example isConverterId("length") // true
 */
export function isConverterId(text: string): text is ConverterId {
  return Object.hasOwn(measures, text);
}

function byMeasure<Value>(pick: (measure: MeasureEntry) => Value) {
  return Object.fromEntries(converterIds.map((id) => [id, pick(measures[id])])) as Readonly<
    Record<ConverterId, Value>
  >;
}

/** Every converter configuration by key. */
export const converters = byMeasure((measure) => measure.converter);

/** Every unit's names, by converter and unit key. */
export const measureUnitNames = byMeasure((measure) => measure.names);

/** The units people type beyond each converter's, and its units of two meanings, by converter. */
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
