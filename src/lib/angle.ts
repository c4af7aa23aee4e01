/** Angle units: degree, radian and gradian (gon), converted through degrees. */
import type { UnitNamesOf } from "./units/types";

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

/** What the angle units are called and how people write them. */
export const angleUnitNames = {
  degree: {
    singular: "degree",
    plural: "degrees",
    heading: "Degrees",
    aliases: ["deg", "degs", "°", "arc degree", "arc degrees"],
    counterpart: "radian",
  },
  radian: {
    singular: "radian",
    plural: "radians",
    heading: "Radians",
    aliases: ["rad", "rads"],
    counterpart: "degree",
  },
  gradian: {
    singular: "gradian",
    plural: "gradians",
    heading: "Gradians",
    aliases: ["gon", "gons", "grad", "grads"],
    counterpart: "degree",
  },
} as const satisfies UnitNamesOf<AngleUnitKey>;

/**
 * Half a turn in each unit, as written in a formula: degrees = radians × 180/π. The unit's
 * `degrees` factor above is the same fact as a number (180 ÷ half turn).
 */
export const angleHalfTurn = {
  degree: { text: "180", value: 180 },
  radian: { text: "π", value: Math.PI },
  gradian: { text: "200", value: 200 },
} as const satisfies Record<AngleUnitKey, { text: string; value: number }>;

/** Where each angle unit is used: a paragraph for its pair pages. */
export const angleUnitUses = {
  degree:
    "A degree is 1/360 of a full turn. Everyday angles, school geometry, compass bearings, latitude and longitude, and tools such as protractors and mitre saws all use degrees.",
  radian:
    "A radian is the angle at which an arc is as long as the radius of its circle, so a full turn is 2π radians. It is the natural unit of mathematics, physics and programming: calculus formulas and the trigonometric functions of most programming languages, such as Math.sin in JavaScript, work in radians.",
  gradian:
    "A gradian, or gon, is 1/400 of a full turn, so a right angle is exactly 100 gon. Surveyors in parts of Europe use it because it fits the decimal system, and many scientific calculators offer it as their GRAD mode.",
} as const satisfies Readonly<Record<AngleUnitKey, string>>;
