/**
 * The BMI page's input rules: each field's cap, and the page's own message for a longer text
 * ('Max N digits'; the other tools say 'Maximum of N digits allowed.').
 */
import type { InputRule } from "../input";

/**
 * The BMI page's cap message for a field of N characters.
 * @example maxDigitsMessage(5) // "Max 5 digits"
 */
export function maxDigitsMessage(limit: number): string {
  return `Max ${limit} digits`;
}

function bmiRule(maxLength: number): InputRule {
  return {
    maxLength,
    allowMinus: false,
    allowDecimal: true,
    tooLongMessage: maxDigitsMessage(maxLength),
  };
}

/** BMI page fields and their caps: metric height 5, metric weight 5, feet 3, inches 4, imperial weight 5. */
export const bmiFieldRules = {
  heightCm: bmiRule(5),
  weightKg: bmiRule(5),
  heightFeet: bmiRule(3),
  heightInches: bmiRule(4),
  weightLb: bmiRule(5),
} as const satisfies Record<string, InputRule>;
