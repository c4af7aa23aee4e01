/** What only the angle pages print: the tool's texts, where each unit is used, the reference card. */
import type { MeasureAbout } from "../measure";
import type { AngleUnitKey } from "./units";
import { tool } from "./tool";
import { referenceCard } from "./reference";
import { angleHalfTurn } from "./units";
import { pairTableValues } from "./pair-values";

/** Where each angle unit is used: a paragraph for its pair pages. */
export const unitUses = {
  degree:
    "A degree is 1/360 of a full turn. Everyday angles, school geometry, compass bearings, latitude and longitude, and tools such as protractors and mitre saws all use degrees.",
  radian:
    "A radian is the angle at which an arc is as long as the radius of its circle, so a full turn is 2π radians. It is the natural unit of mathematics, physics and programming: calculus formulas and the trigonometric functions of most programming languages, such as Math.sin in JavaScript, work in radians.",
  gradian:
    "A gradian, or gon, is 1/400 of a full turn, so a right angle is exactly 100 gon. Surveyors in parts of Europe use it because it fits the decimal system, and many scientific calculators offer it as their GRAD mode.",
} as const satisfies Readonly<Record<AngleUnitKey, string>>;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * An angle factor as a fraction of half turns: π/180, 180/π, or 10/9 once reduced.
 * @example angleRatio("degree", "radian") // "π/180"
 */
export function angleRatio(from: AngleUnitKey, to: AngleUnitKey): string {
  const top = angleHalfTurn[to].text;
  const bottom = angleHalfTurn[from].text;
  const topNumber = Number(top);
  const bottomNumber = Number(bottom);
  if (Number.isInteger(topNumber) && Number.isInteger(bottomNumber)) {
    const divisor = gcd(topNumber, bottomNumber);
    return `${topNumber / divisor}/${bottomNumber / divisor}`;
  }
  return `${top}/${bottom}`;
}

export const about: MeasureAbout = {
  tool,
  unitUses,
  referenceCard,
  pairTableValues,
  pairFactor: (from, to) => angleRatio(from as AngleUnitKey, to as AngleUnitKey),
};
