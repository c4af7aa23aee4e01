/**
 * The twelve unit converters as data, by key, for pages and tests. Islands import their own
 * converter's file instead, so that a page ships only the data it uses.
 */
import { lengthConverter } from "./length";
import { weightConverter } from "./weight";
import { temperatureConverter } from "./temperature";
import { volumeConverter } from "./volume";
import { dataStorageConverter } from "./data-storage";
import { speedConverter } from "./speed";
import { areaConverter } from "./area";
import { pressureConverter } from "./pressure";
import { energyConverter } from "./energy";
import { powerConverter } from "./power";
import { angleConverter } from "./angle";
import { fuelEconomyConverter } from "./fuel-economy";
import type { ConverterConfig, ConverterId } from "./define";

export * from "./define";

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
