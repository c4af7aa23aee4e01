/** Every user-facing message of the spec, written once. */
export const messages = {
  invalidInput: "Invalid input value",
  invalidNumber: "Please enter a valid number",
  conversionFailed: "Conversion failed",
  invalidBaseNumber: "Invalid number for base conversion",
  max16Digits: "Maximum of 16 digits allowed.",
  max10Digits: "Maximum of 10 digits allowed.",
  max9Digits: "Maximum of 9 digits allowed.",
  homeBmiInvalid: "Please enter valid positive numbers for height and weight.",
  homeBmiHeightLimit: "Height exceeds the limit of 300 cm.",
  homeBmiWeightLimit: "Weight exceeds the limit of 500 kg.",
  homeLengthInvalid: "Please enter a valid positive number.",
  homeLengthLimit: "Value exceeds the limit of 1,000,000.",
  invalidTimezone: "Invalid timezone",
  angleNoValue: "Enter a value for context",
  areaNoValue: "Enter a value to see a size reference",
} as const;

/**
 * The BMI page's cap message for a field of N characters.
 * @example maxDigitsMessage(5) // "Max 5 digits"
 */
export function maxDigitsMessage(limit: number): string {
  return `Max ${limit} digits`;
}

/**
 * The number base converter's message for a character the chosen base does not have.
 * @example invalidBaseDigitMessage("9", "Octal", 8, "0-7") // "Invalid digit '9' for Octal (base 8): use 0-7"
 */
export function invalidBaseDigitMessage(
  digit: string,
  baseLabel: string,
  base: number,
  allowedDigits: string,
): string {
  return `Invalid digit '${digit}' for ${baseLabel} (base ${base}): use ${allowedDigits}`;
}
