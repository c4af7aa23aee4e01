/**
 * The length units whose results get an inch fraction. Apart from feet-and-inches.ts so that the
 * converter can name them without loading the fraction code. (The steps offered, 1/2 to 1/64
 * inch, are a display preference: src/lib/converter/preferences.ts.)
 */
import type { LengthUnitKey } from "./units";

/** The length units whose results get an inch fraction: inches, and feet as feet and inches. */
export const inchUnitKey: LengthUnitKey = "inch";
export const footUnitKey: LengthUnitKey = "foot";
