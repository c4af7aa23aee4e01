/**
 * Angle units: degree, radian and gradian (gon), converted through degrees. A degree is 1/360 of a
 * turn, a gradian 1/400; a radian is 180/π degrees, the one factor that is not a fraction, so a
 * conversion to or from radians multiplies by π once, at the end.
 */
import type { SourceKey } from "../sources";
import { exact, type Exact } from "../exact";

export const angleUnits = [
  {
    key: "degree",
    label: "Degrees (°)",
    symbol: "°",
    degrees: exact(1),
    piPower: 0,
    definedAs: "1/360 of a turn",
    source: "sp811",
  },
  {
    key: "radian",
    label: "Radians (rad)",
    symbol: "rad",
    degrees: exact(180),
    piPower: -1,
    definedAs: "180/π °",
    source: "si",
  },
  {
    key: "gradian",
    label: "Gradians (gon)",
    symbol: "gon",
    degrees: exact("9/10"),
    piPower: 0,
    definedAs: "1/400 of a turn (0.9 °)",
    source: "sp811",
  },
] as const satisfies readonly {
  key: string;
  label: string;
  symbol: string;
  /** Degrees in one unit, times π to the power `piPower`. */
  degrees: Exact;
  piPower: number;
  definedAs: string;
  source: SourceKey;
}[];

export type AngleUnitKey = (typeof angleUnits)[number]["key"];

/**
 * Half a turn in each unit, as written in a formula: degrees = radians × 180/π. The unit's
 * `degrees` factor above is the same fact as a number (180 ÷ half turn).
 */
export const angleHalfTurn = {
  degree: { text: "180", value: 180 },
  radian: { text: "π", value: Math.PI },
  gradian: { text: "200", value: 200 },
} as const satisfies Record<AngleUnitKey, { text: string; value: number }>;
