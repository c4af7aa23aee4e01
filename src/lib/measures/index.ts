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
import { converterIds, type ConverterConfig, type ConverterId } from "./define-converter";
import type { UnitNames } from "./types";
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

export * from "./define-converter";

/**
 * The measures, in registry order: each converter's configuration and its units' names. This is
 * the one list of measures (its keys are `converterIds`, which islands import without it); the
 * converters, pair pages, /conversions, Quick convert and the factors page read it.
 */
export const measures: Readonly<
  Record<ConverterId, { converter: ConverterConfig; names: Readonly<Record<string, UnitNames>> }>
> = {
  length: { converter: lengthConverter, names: lengthUnitNames },
  weight: { converter: weightConverter, names: massUnitNames },
  temperature: { converter: temperatureConverter, names: temperatureUnitNames },
  volume: { converter: volumeConverter, names: volumeUnitNames },
  "data-storage": { converter: dataStorageConverter, names: dataStorageUnitNames },
  speed: { converter: speedConverter, names: speedUnitNames },
  area: { converter: areaConverter, names: areaUnitNames },
  pressure: { converter: pressureConverter, names: pressureUnitNames },
  energy: { converter: energyConverter, names: energyUnitNames },
  power: { converter: powerConverter, names: powerUnitNames },
  angle: { converter: angleConverter, names: angleUnitNames },
  "fuel-economy": { converter: fuelEconomyConverter, names: fuelEconomyUnitNames },
};

function byMeasure<Value>(pick: (measure: (typeof measures)[ConverterId]) => Value) {
  return Object.fromEntries(converterIds.map((id) => [id, pick(measures[id])])) as Readonly<
    Record<ConverterId, Value>
  >;
}

/** Every converter configuration by key. */
export const converters = byMeasure((measure) => measure.converter);

/** Every unit's names, by converter and unit key. */
export const measureUnitNames = byMeasure((measure) => measure.names);
