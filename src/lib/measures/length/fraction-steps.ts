/**
 * Inch fractions: the steps a length converter offers (1/2 to 1/64 inch, a tape measure's marks),
 * the one a page starts with, and the units whose results get the line. Apart from
 * feet-and-inches.ts so that a converter can offer the choice without loading the fraction code.
 */
import type { LengthUnitKey } from "./units";

export const inchFractionSteps = [2, 4, 8, 16, 32, 64] as const;
export const defaultInchFractionStep = 16;

/** The length units whose results get an inch fraction: inches, and feet as feet and inches. */
export const inchUnitKey: LengthUnitKey = "inch";
export const footUnitKey: LengthUnitKey = "foot";
