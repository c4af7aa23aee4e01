/**
 * The twelve unit converters as data, by key, for pages and tests. Islands import their own
 * converter's file instead, so that a page ships only the data it uses.
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
import type { ConverterConfig, ConverterId } from "./define-converter";

export * from "./define-converter";

/** Every converter configuration by key. */
export const converters: Readonly<Record<ConverterId, ConverterConfig>> = {
  length: lengthConverter,
  weight: weightConverter,
  temperature: temperatureConverter,
  volume: volumeConverter,
  "data-storage": dataStorageConverter,
  speed: speedConverter,
  area: areaConverter,
  pressure: pressureConverter,
  energy: energyConverter,
  power: powerConverter,
  angle: angleConverter,
  "fuel-economy": fuelEconomyConverter,
};
