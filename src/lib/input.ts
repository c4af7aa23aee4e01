/**
 * Input acceptance: which characters a numeric field takes and how long it may be, per the spec's
 * validation rules. Fields call `acceptInput` on every edit; a rejected edit keeps the previous value.
 */
import { maxDigitsMessage, messages } from "./messages";

export interface InputRule {
  /** Longest accepted text, in characters. */
  maxLength: number;
  /** A leading minus is accepted (and a lone '-' while typing). */
  allowMinus: boolean;
  /** One decimal point is accepted. */
  allowDecimal: boolean;
  /** Shown when an edit would exceed maxLength. */
  tooLongMessage: string;
}

export type InputDecision =
  { accepted: true; value: string } | { accepted: false; message: string | null };

/** Length, weight, volume, data storage, speed, area, pressure, energy, power. */
export const unsignedConverterRule: InputRule = {
  maxLength: 16,
  allowMinus: false,
  allowDecimal: true,
  tooLongMessage: messages.max16Digits,
};

/** Temperature and angle: as above plus a leading minus. */
export const signedConverterRule: InputRule = { ...unsignedConverterRule, allowMinus: true };

/** Fuel economy: digits and a decimal point, 10 characters. */
export const fuelEconomyRule: InputRule = {
  maxLength: 10,
  allowMinus: false,
  allowDecimal: true,
  tooLongMessage: messages.max10Digits,
};

/** Currency amount: digits and a decimal point, 16 characters. */
export const currencyAmountRule: InputRule = unsignedConverterRule;

/** Percentage: Basic % and % Change fields (minus allowed, 16 characters). */
export const percentageWideRule: InputRule = signedConverterRule;

/** Percentage: the first two Value-from-% fields (minus allowed, 9 characters). */
export const percentageValueRule: InputRule = {
  maxLength: 9,
  allowMinus: true,
  allowDecimal: true,
  tooLongMessage: messages.max9Digits,
};

/** Percentage: tip fields (no minus, 9 characters). */
export const percentageTipRule: InputRule = { ...percentageValueRule, allowMinus: false };

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

/**
 * Removes characters the rule does not take: anything but digits, all decimal points after the
 * first (or all of them), and any minus that is not the leading character.
 * @example sanitizeNumericText("1a2.3.4", unsignedConverterRule) // "12.34"
 */
export function sanitizeNumericText(text: string, rule: InputRule): string {
  let result = "";
  let seenPoint = false;
  for (const [index, character] of [...text].entries()) {
    if (character >= "0" && character <= "9") {
      result += character;
    } else if (character === "." && rule.allowDecimal && !seenPoint) {
      seenPoint = true;
      result += character;
    } else if (character === "-" && rule.allowMinus && index === 0) {
      result += character;
    }
  }
  return result;
}

/**
 * Decides whether an edited field text is accepted. Characters the rule does not take are
 * dropped silently; text longer than the cap is rejected with the rule's message.
 * @example acceptInput("12345678901234567", unsignedConverterRule) // { accepted: false, message: "Maximum of 16 digits allowed." }
 * @example acceptInput("-5", signedConverterRule) // { accepted: true, value: "-5" }
 */
export function acceptInput(next: string, rule: InputRule): InputDecision {
  const sanitized = sanitizeNumericText(next, rule);
  if (sanitized.length > rule.maxLength) {
    return { accepted: false, message: rule.tooLongMessage };
  }
  return { accepted: true, value: sanitized };
}

export type ParsedNumber =
  | { kind: "empty" }
  | { kind: "incomplete" }
  | { kind: "number"; value: number }
  | { kind: "invalid"; message: string };

/**
 * Parses a field's text. Empty or blank text is 'empty'; a lone '-', '.' or '-.' is 'incomplete'
 * (still being typed); anything else is a finite number ('12.' reads as 12) or 'invalid'.
 * @example parseNumericText("12.5") // { kind: "number", value: 12.5 }
 * @example parseNumericText("-") // { kind: "incomplete" }
 */
export function parseNumericText(text: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (trimmed === "-" || trimmed === "." || trimmed === "-.") return { kind: "incomplete" };
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) {
    return { kind: "invalid", message: messages.invalidNumber };
  }
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { kind: "invalid", message: messages.invalidNumber };
  return { kind: "number", value };
}

/**
 * The percentage calculator's rule for text still being typed: empty, only a minus sign, or
 * ending with a decimal point.
 * @example isIncompleteNumberText("12.") // true
 */
export function isIncompleteNumberText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === "" || trimmed === "-" || trimmed.endsWith(".");
}
