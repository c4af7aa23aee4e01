/**
 * The Precision select's options, apart from precision.ts so that a page loads them only when the
 * visitor opens the converter's display options.
 */
import { decimalPlaces, precisionLabel, significantDigits, type Precision } from "./precision";

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** The Precision select's options in order: Auto, 0-10 decimal places, 3-15 significant digits. */
export const precisionOptions: readonly { key: Precision; label: string }[] = (
  [
    "auto",
    ...range(decimalPlaces.min, decimalPlaces.max).map((places) => `d${places}` as const),
    ...range(significantDigits.min, significantDigits.max).map((digits) => `s${digits}` as const),
  ] as const
).map((key) => ({ key, label: precisionLabel(key) }));
