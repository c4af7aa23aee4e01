/** Frequency conversions: exact through hertz, with π applied once for radians per second. */
import { exact, product, quotient, toNumber } from "../exact";
import { frequencyUnits, type FrequencyUnitKey } from "./units";

/** A frequency unit by key (hertz for an unknown key). */
export function frequencyUnit(key: FrequencyUnitKey) {
  return frequencyUnits.find((unit) => unit.key === key) ?? frequencyUnits[0];
}

/**
 * Converts a frequency between hertz, its multiples, rpm and rad/s.
 * @example convertFrequency(1, "hertz", "rpm") // 60
 * @example convertFrequency(1, "hertz", "radian_per_second") // 6.283185307179586
 */
export function convertFrequency(
  value: number,
  from: FrequencyUnitKey,
  to: FrequencyUnitKey,
): number {
  if (from === to || !Number.isFinite(value)) return value;
  const [source, target] = [frequencyUnit(from), frequencyUnit(to)];
  const rational = toNumber(product(exact(value), quotient(source.hertz, target.hertz)));
  return rational * Math.PI ** (source.piPower - target.piPower);
}
