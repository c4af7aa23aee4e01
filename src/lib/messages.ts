/**
 * Every user-facing message of the spec, written once: the ones many tools share are here (in the
 * chunk every island loads); those of a single tool or card are beside its code (home-bmi.ts, home-length.ts,
 * number-base.ts, timezone.ts, the angle and area context.ts).
 */
export const messages = {
  invalidInput: "Invalid input value",
  invalidNumber: "Please enter a valid number",
  conversionFailed: "Conversion failed",
  max16Digits: "Maximum of 16 digits allowed.",
  max10Digits: "Maximum of 10 digits allowed.",
  max9Digits: "Maximum of 9 digits allowed.",
} as const;

/**
 * The BMI page's cap message for a field of N characters.
 * @example maxDigitsMessage(5) // "Max 5 digits"
 */
export function maxDigitsMessage(limit: number): string {
  return `Max ${limit} digits`;
}
