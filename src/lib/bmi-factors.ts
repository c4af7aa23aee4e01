/**
 * The unit factors BMI needs, read from the length and weight definitions. The browser build gets
 * this module as literals (src/integrations/evaluated-units.ts), so a page with BMI loads neither
 * unit table nor does exact arithmetic to compute three constants.
 */
import { product, quotient, toNumber } from "./measures/exact";
import { lengths } from "./measures/length/units";
import { masses } from "./measures/weight/units";

const exactKilogramsPerPound = quotient(masses.pound.exact, masses.kilogram.exact);

/** Kilograms in one pound (the international avoirdupois pound), from weight/units.ts. */
export const kilogramsPerPound = toNumber(exactKilogramsPerPound);

/** Metres in one inch, from length/units.ts. */
export const metresPerInch = toNumber(lengths.inch.exact);

/**
 * Imperial BMI factor: pounds per square inch to kilograms per square metre, from the pound and
 * inch definitions (the rounded 703 of the usual formula would put a person's imperial
 * BMI up to 0.01 % below their metric one).
 */
export const imperialBmiFactor = toNumber(
  quotient(exactKilogramsPerPound, product(lengths.inch.exact, lengths.inch.exact)),
);
