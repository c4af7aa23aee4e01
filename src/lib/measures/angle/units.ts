/** Angle units: degree, radian and gradian (gon), converted through degrees. */

export const angleUnits = [
  { key: "degree", label: "Degrees (°)", symbol: "°", degrees: 1 },
  { key: "radian", label: "Radians (rad)", symbol: "rad", degrees: 180 / Math.PI },
  { key: "gradian", label: "Gradians (gon)", symbol: "gon", degrees: 0.9 },
] as const;

export type AngleUnitKey = (typeof angleUnits)[number]["key"];

function degreesPerUnit(key: AngleUnitKey): number {
  return angleUnits.find((unit) => unit.key === key)?.degrees ?? Number.NaN;
}

/**
 * Converts an angle between degrees, radians and gradians.
 * @example convertAngle(180, "degree", "radian") // 3.141592653589793
 * @example convertAngle(100, "gradian", "degree") // 90
 */
export function convertAngle(value: number, from: AngleUnitKey, to: AngleUnitKey): number {
  if (from === to) return value;
  return (value * degreesPerUnit(from)) / degreesPerUnit(to);
}

/**
 * Whether a text is one of the angle unit keys.
 * @example isAngleUnit("gradian") // true
 */
export function isAngleUnit(key: string): key is AngleUnitKey {
  return angleUnits.some((unit) => unit.key === key);
}

/**
 * Half a turn in each unit, as written in a formula: degrees = radians × 180/π. The unit's
 * `degrees` factor above is the same fact as a number (180 ÷ half turn).
 */
export const angleHalfTurn = {
  degree: { text: "180", value: 180 },
  radian: { text: "π", value: Math.PI },
  gradian: { text: "200", value: 200 },
} as const satisfies Record<AngleUnitKey, { text: string; value: number }>;
