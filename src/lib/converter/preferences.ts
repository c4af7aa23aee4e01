/**
 * How the visitor likes converter results printed, remembered on the device across converter
 * pages: the Precision choice and the inch fraction step. The pure part: the defaults and a
 * defensive reading of what was stored.
 */
import { defaultPrecision, parsePrecision, type Precision } from "../precision";

/** The inch fractions the display offers: 1/2 to 1/64 inch, a tape measure's marks. */
export const inchFractionSteps = [2, 4, 8, 16, 32, 64] as const;
/** The step a page starts with: 1/16 inch. */
export const defaultInchFractionStep = 16;

export interface ConverterPreferences {
  precision: Precision;
  /** The inch fraction denominator: 2, 4, 8, 16, 32 or 64. */
  fractionStep: number;
}

/** What every page starts with: the spec's own formats and 1/16 inch. */
export const defaultConverterPreferences: ConverterPreferences = {
  precision: defaultPrecision,
  fractionStep: defaultInchFractionStep,
};

/**
 * Reads stored preferences; a missing, unreadable or unknown value gives its default.
 * @example parseConverterPreferences('{"precision":"s6","fractionStep":32}') // { precision: "s6", fractionStep: 32 }
 * @example parseConverterPreferences("oops") // { precision: "auto", fractionStep: 16 }
 */
export function parseConverterPreferences(stored: string | null): ConverterPreferences {
  let parsed: unknown;
  try {
    parsed = stored === null ? null : JSON.parse(stored);
  } catch {
    parsed = null;
  }
  const record = typeof parsed === "object" && parsed !== null ? parsed : {};
  const precision = "precision" in record ? record.precision : null;
  const step = "fractionStep" in record ? record.fractionStep : null;
  return {
    precision: parsePrecision(typeof precision === "string" ? precision : null),
    fractionStep:
      inchFractionSteps.find((candidate) => candidate === step) ?? defaultInchFractionStep,
  };
}
