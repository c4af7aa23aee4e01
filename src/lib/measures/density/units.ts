/**
 * Density units; base unit: the kilogram per cubic metre. Each is a mass unit of the weight
 * measure per a volume: a cube of a length unit (cm³, in³, ft³), or a volume unit of the volume
 * measure (the millilitre, the litre, and the US and UK gallons), so every size comes from those
 * definitions. The milligram, a thousandth of the weight measure's gram, is the one unit defined
 * here.
 */
import { baseUnit, derivedUnit, unitOf, type DefinedUnit } from "../define-unit";
import { power, quotient, type Exact } from "../exact";
import { lengths } from "../length/units";
import type { SourceKey } from "../sources";
import type { LinearUnit, UnitKeyOf } from "../types";
import { volumes } from "../volume/units";
import { imperialVolumes } from "../volume/imperial-units";
import { masses } from "../weight/units";

/** A volume for a density's denominator: its symbol and its size in cubic metres. */
interface VolumeInCubicMeters {
  readonly symbol: string;
  readonly cubicMeters: Exact;
}

/** A cube of a length unit (the length measure's base is the metre). */
const cubeOf = (length: DefinedUnit): VolumeInCubicMeters => ({
  symbol: `${length.symbol}³`,
  cubicMeters: power(length.exact, 3),
});

/** A volume unit of the volume measure (whose base is the litre), in cubic metres. */
const volumeOf = (volume: DefinedUnit, symbol = volume.symbol): VolumeInCubicMeters => ({
  symbol,
  cubicMeters: quotient(volume.exact, volumes.cubicMeter.exact),
});

/** A mass unit per a volume, in kilograms per cubic metre. */
const perVolume = (
  mass: DefinedUnit,
  volume: VolumeInCubicMeters,
  source: SourceKey,
  symbol = `${mass.symbol}/${volume.symbol}`,
): DefinedUnit =>
  derivedUnit(
    symbol,
    quotient(quotient(mass.exact, masses.kilogram.exact), volume.cubicMeters),
    `1 ${mass.symbol} / 1 ${volume.symbol}`,
    source,
  );

const milligram = unitOf("mg", "0.001", masses.gram, "siPrefix");

export const densityUnits = [
  {
    key: "kilogram_per_cubic_meter",
    label: "Kilograms per m³ (kg/m³)",
    group: "Metric",
    ...baseUnit("kg/m³", "SI coherent unit of density", "si"),
  },
  {
    key: "gram_per_cubic_centimeter",
    label: "Grams per cm³ (g/cm³)",
    group: "Metric",
    ...perVolume(masses.gram, cubeOf(lengths.centimeter), "siPrefix"),
  },
  {
    key: "gram_per_milliliter",
    label: "Grams per milliliter (g/mL)",
    group: "Metric",
    ...perVolume(masses.gram, volumeOf(volumes.milliliter), "siPrefix"),
  },
  {
    key: "kilogram_per_liter",
    label: "Kilograms per liter (kg/L)",
    group: "Metric",
    ...perVolume(masses.kilogram, volumeOf(volumes.liter), "si"),
  },
  {
    key: "gram_per_liter",
    label: "Grams per liter (g/L)",
    group: "Metric",
    ...perVolume(masses.gram, volumeOf(volumes.liter), "si"),
  },
  {
    key: "milligram_per_liter",
    label: "Milligrams per liter (mg/L)",
    group: "Metric",
    ...perVolume(milligram, volumeOf(volumes.liter), "siPrefix"),
  },
  {
    key: "pound_per_cubic_foot",
    label: "Pounds per ft³ (lb/ft³)",
    group: "Imperial",
    ...perVolume(masses.pound, cubeOf(lengths.foot), "yardAndPound1959"),
  },
  {
    key: "pound_per_cubic_inch",
    label: "Pounds per in³ (lb/in³)",
    group: "Imperial",
    ...perVolume(masses.pound, cubeOf(lengths.inch), "yardAndPound1959"),
  },
  {
    key: "ounce_per_cubic_inch",
    label: "Ounces per in³ (oz/in³)",
    group: "Imperial",
    ...perVolume(masses.ounce, cubeOf(lengths.inch), "yardAndPound1959"),
  },
  {
    key: "pound_per_us_gallon",
    label: "Pounds per gallon (US)",
    group: "Per gallon",
    ...perVolume(masses.pound, volumeOf(volumes.gallon, "US gal"), "usGallon", "lb/gal (US)"),
  },
  {
    key: "pound_per_uk_gallon",
    label: "Pounds per gallon (UK)",
    group: "Per gallon",
    ...perVolume(
      masses.pound,
      volumeOf(imperialVolumes.imperialGallon, "UK gal"),
      "imperialGallon",
      "lb/gal (UK)",
    ),
  },
] as const satisfies readonly LinearUnit[];

export type DensityUnitKey = UnitKeyOf<typeof densityUnits>;
