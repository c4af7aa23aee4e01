/**
 * The percentage calculator's input rules (spec: a minus on the Basic % and % Change fields and
 * on the first two Value-from-% fields, not on the tip fields; 16 characters on Basic % and
 * % Change, 9 on the others) and its reading of a text still being typed.
 */
import { signedConverterRule, type InputRule } from "../input";
import { messages } from "../messages";

/** Basic % and % Change fields: minus allowed, 16 characters (the temperature converter's rule). */
export const percentageWideRule: InputRule = signedConverterRule;

/** The first two Value-from-% fields: minus allowed, 9 characters. */
export const percentageValueRule: InputRule = {
  maxLength: 9,
  allowMinus: true,
  allowDecimal: true,
  tooLongMessage: messages.max9Digits,
};

/** Tip fields: no minus, 9 characters. */
export const percentageTipRule: InputRule = { ...percentageValueRule, allowMinus: false };

/**
 * The percentage calculator's rule for text still being typed: empty, only a minus sign, or
 * ending with a decimal point.
 * @example isIncompleteNumberText("12.") // true
 */
export function isIncompleteNumberText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed === "" || trimmed === "-" || trimmed.endsWith(".");
}
