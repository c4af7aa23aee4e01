/**
 * Which results get a fraction line, the inch fraction steps a converter offers (1/2 to 1/64
 * inch) and the one a page starts with: apart from src/lib/fractions.ts so that a converter can
 * offer the choice without downloading the fraction code.
 */
import type { LengthUnitKey } from "./measures/length/units";
import type { VolumeUnitKey } from "./measures/volume/units";

export const inchFractionSteps = [2, 4, 8, 16, 32, 64] as const;
export const defaultInchFractionStep = 16;

/** The length units whose results get an inch fraction. */
export const inchKey: LengthUnitKey = "inch";
export const footKey: LengthUnitKey = "foot";
/** The volume units whose results get a kitchen line (cups, tablespoons and teaspoons). */
export type KitchenUnitKey = Extract<VolumeUnitKey, "cup" | "tablespoon" | "teaspoon">;
const kitchenKeys: readonly KitchenUnitKey[] = ["cup", "tablespoon", "teaspoon"];

/**
 * Whether a unit's results get a fraction line, and which kind: "inch" for inches and feet,
 * "kitchen" for cups, tablespoons and teaspoons, else null.
 * @example fractionKind("foot") // "inch"
 */
export function fractionKind(unitKey: string): "inch" | "kitchen" | null {
  if (unitKey === inchKey || unitKey === footKey) return "inch";
  return (kitchenKeys as readonly string[]).includes(unitKey) ? "kitchen" : null;
}
