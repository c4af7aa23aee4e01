/** Angle conversions: exact through degrees, with π applied once for radians. */
import { exact, product, quotient, toNumber } from "../exact";
import { angleUnits, type AngleUnitKey } from "./units";

function angleUnit(key: AngleUnitKey) {
  return angleUnits.find((unit) => unit.key === key) ?? angleUnits[0];
}

/**
 * Converts an angle between degrees, radians and gradians.
 * @example convertAngle(180, "degree", "radian") // 3.141592653589793
 * @example convertAngle(100, "gradian", "degree") // 90
 */
export function convertAngle(value: number, from: AngleUnitKey, to: AngleUnitKey): number {
  if (from === to || !Number.isFinite(value)) return value;
  const [source, target] = [angleUnit(from), angleUnit(to)];
  const rational = toNumber(product(exact(value), quotient(source.degrees, target.degrees)));
  return rational * Math.PI ** (source.piPower - target.piPower);
}

/**
 * Whether a text is one of the angle unit keys.
 * @example isAngleUnit("gradian") // true
 */
export function isAngleUnit(key: string): key is AngleUnitKey {
  return angleUnits.some((unit) => unit.key === key);
}
