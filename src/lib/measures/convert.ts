/**
 * One conversion for every linear measure: a value goes to the measure's base unit through the
 * from-unit's factor and comes back out through the to-unit's factor.
 */
import { areaUnits } from "./area/units";
import { dataStorageUnits } from "./data-storage/units";
import { energyUnits } from "./energy/units";
import { lengthUnits } from "./length/units";
import { convertWithin } from "./linear";
import { massUnits } from "./weight/units";
import { powerUnits } from "./power/units";
import { pressureUnits } from "./pressure/units";
import { speedUnits } from "./speed/units";
import type { LinearUnit } from "./types";
import { volumeUnits } from "./volume/units";

/** Every linear measure and its unit table. Unit keys are unique across measures. */
export const linearMeasures = {
  length: lengthUnits,
  mass: massUnits,
  volume: volumeUnits,
  speed: speedUnits,
  area: areaUnits,
  "data-storage": dataStorageUnits,
  energy: energyUnits,
  power: powerUnits,
  pressure: pressureUnits,
} as const;

export type LinearMeasure = keyof typeof linearMeasures;
export type LinearUnitKeyOf<Measure extends LinearMeasure> =
  (typeof linearMeasures)[Measure][number]["key"];
export type LinearUnitKey = LinearUnitKeyOf<LinearMeasure>;

/** The measure a unit key belongs to. */
export type MeasureOfUnit<Key extends LinearUnitKey> = {
  [Measure in LinearMeasure]: Key extends LinearUnitKeyOf<Measure> ? Measure : never;
}[LinearMeasure];

interface IndexedUnit {
  measure: LinearMeasure;
  unit: LinearUnit;
}

const unitIndex = new Map<string, IndexedUnit>(
  Object.entries(linearMeasures).flatMap(([measure, units]) =>
    units.map((unit): [string, IndexedUnit] => [
      unit.key,
      { measure: measure as LinearMeasure, unit },
    ]),
  ),
);

/**
 * Finds a linear unit and its measure by key; undefined for an unknown key.
 * @example findLinearUnit("foot")?.measure // "length"
 */
export function findLinearUnit(key: string): IndexedUnit | undefined {
  return unitIndex.get(key);
}

/**
 * Converts a value between two units of the same linear measure. The types only allow pairs of the
 * same measure; an unknown key or a pair from different measures (possible only through a cast)
 * gives NaN rather than throwing.
 * @example convert(1, "meter", "foot") // 3.280839895013123
 * @example convert(1, "psi", "bar") // 0.06895
 */
export function convert<From extends LinearUnitKey>(
  value: number,
  from: From,
  to: LinearUnitKeyOf<MeasureOfUnit<From>>,
): number {
  const measure = unitIndex.get(from)?.measure;
  if (measure === undefined || unitIndex.get(to)?.measure !== measure) return Number.NaN;
  const units: readonly LinearUnit[] = linearMeasures[measure];
  return convertWithin(units, value, from, to);
}
