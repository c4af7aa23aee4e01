/**
 * Reads a numeric field's text with the calculator's grammar (issue 38): arithmetic ('0.1+0.2'),
 * fractions, and amounts in units of the field's measure ('5'9"', '5 ft 9 in', '180 cm'), in the
 * field's unit. Islands load it on demand (field-expression.ts) when a text holds more than the
 * spec's characters; a text that is no expression of the field's measure is left to the spec's
 * character rule, as before.
 */
import type { ConverterId } from "../measures";
import { toNumber } from "../measures/exact";
import { tidyQuery } from "../quick-convert/answer";
import { unitTextStartsWith } from "../quick-convert/unit-index";
import { isDimensionless, sameDimension } from "./dimensions";
import { CalculatorError, QueryParser, type Quantity } from "./evaluate";
import { calculatorMessages } from "./messages";
import { difference, quotient, type Exact } from "./rational";
import { tokenize, type TokenizeOptions } from "./tokens";
import { calculatorUnit } from "./units";
import { acceptInput, plainNumberText, type InputRule, type ParsedNumber } from "../input";
import { messages } from "../messages";
import { holdsExpression } from "../field-text";

/** The field a text is typed in: a measure's unit, or a plain number (percentages, servings). */
export interface FieldUnit {
  readonly measure: ConverterId;
  readonly unit: string;
}

export type FieldReading =
  /** An expression of the field's kind, worked out in the field's unit. */
  | { kind: "number"; value: number; note: string }
  /** An expression still being typed ('0.1+', '180 c', '(2'): no answer yet, nothing dropped. */
  | { kind: "incomplete" }
  /** Beyond what a number holds ('1e309', '10^400'). */
  | { kind: "too-large" }
  /** Negative where the field's values cannot be ('2-5' in a length field). */
  | { kind: "negative"; value: number; note: string }
  /** No expression of the field's kind: the spec's character rule applies. */
  | { kind: "none" };

/** calculate.ts's readings of 'in' and 'at' but the separator's: a field's text has no target. */
const tokenizeOptions: readonly TokenizeOptions[] = [
  { unitAfterNumber: true, splitKeywords: true },
  { unitAfterNumber: true, splitKeywords: false },
];

/** The amount in the field's unit, or null when it is of another kind. */
function inFieldUnit(quantity: Quantity, field: FieldUnit | null): Exact | null {
  if (quantity.percent) return null;
  if (isDimensionless(quantity.dimension) && quantity.temperature === null) return quantity.value;
  if (field === null) return null;
  const unit = calculatorUnit({ measure: field.measure, key: field.unit });
  if (unit === null) return null;
  const matching = [quantity, ...quantity.alternatives].find((candidate) =>
    sameDimension(candidate.dimension, unit.dimension),
  );
  if (!matching) return null;
  if (unit.zero !== null) {
    // A temperature field reads temperatures on a scale, not differences of them.
    if (matching.temperature?.state !== "absolute") return null;
    return quotient(difference(matching.value, unit.zero), unit.size);
  }
  return quotient(matching.value, unit.size);
}

type Attempt = { value: Exact; read: string } | "too-large" | null;

/** The text read whole as an expression of the field's kind, if it is one. */
function attempt(text: string, field: FieldUnit | null): Attempt {
  let tooLarge = false;
  for (const options of tokenizeOptions) {
    const tokenized = tokenize(text, options);
    if ("error" in tokenized) {
      if (tokenized.error === "huge") tooLarge = true;
      continue;
    }
    try {
      const parsed = new QueryParser(tokenized.tokens).expressionOnly();
      const value = inFieldUnit(parsed.quantity, field);
      if (value !== null) return { value, read: parsed.text };
    } catch (error) {
      if (error instanceof RangeError) tooLarge = true;
      else if (!(error instanceof CalculatorError)) throw error;
      else if (error.reason === calculatorMessages.tooLarge) tooLarge = true;
    }
  }
  return tooLarge ? "too-large" : null;
}

/** Whether the text is the start of an expression of the field's kind (see readFieldText). */
function isUnfinished(text: string, field: FieldUnit | null): boolean {
  const open = (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
  if (open > 0 && attempt(text + ")".repeat(open), field) !== null) return true;
  const operator = /^(.*\S)\s*(?:[-+*/×÷^(]|\*\*)\s*$/.exec(text);
  if (operator?.[1] && (attempt(operator[1], field) !== null || isUnfinished(operator[1], field)))
    return true;
  const word = /^(.*?\d[\s\d'"]*?)\s*([\p{L}°µ]+)$/u.exec(text);
  if (field !== null && word?.[1] && word[2] && unitTextStartsWith(word[2], field.measure)) {
    return attempt(word[1], field) !== null;
  }
  return false;
}

/**
 * Reads a field's text as an expression of its kind, in the field's unit; 'none' when it is not
 * one, so that the field's character rule applies.
 * @example readFieldText(`5'9"`, { measure: "length", unit: "foot" }) // { kind: "number", value: 5.75, note: "Read as 5.75 ft: 5 ft + 9 in." }
 * @example readFieldText("0.1+0.2", null) // { kind: "number", value: 0.3, note: "Read as 0.3: 0.1 + 0.2." }
 * @example readFieldText("12 kg", { measure: "length", unit: "meter" }) // { kind: "none" }
 */
export function readFieldText(
  typed: string,
  field: FieldUnit | null,
  allowNegative = true,
): FieldReading {
  const text = tidyQuery(typed);
  if (text === "") return { kind: "none" };
  const read = attempt(text, field);
  if (read === "too-large") return { kind: "too-large" };
  if (read === null) return isUnfinished(text, field) ? { kind: "incomplete" } : { kind: "none" };
  const value = toNumber(read.value);
  if (!Number.isFinite(value)) return { kind: "too-large" };
  const shown = plainNumberText(value);
  const symbol = field && calculatorUnit({ measure: field.measure, key: field.unit })?.symbol;
  const amount = symbol ? `${shown} ${symbol}` : shown;
  // '2 cups' in a field in cups says only how it was read.
  const note = read.read === amount ? `Read as ${amount}.` : `Read as ${amount}: ${read.read}.`;
  if (value < 0 && !allowNegative) return { kind: "negative", value, note };
  return { kind: "number", value, note };
}

/** What a field's rule keeps of a whole text (its digits, point and minus), cap or not. */
function ruleCharacters(typed: string, rule: InputRule): string {
  // acceptInput, which the islands import already: a new import from their shared file costs
  // every page an export.
  const kept = acceptInput(typed, { ...rule, maxLength: Number.MAX_SAFE_INTEGER });
  return kept.accepted ? kept.value : "";
}

/** What a field's rule keeps of a whole text, cut to its cap. */
function keptText(typed: string, rule: InputRule): string {
  return ruleCharacters(typed, rule).slice(0, rule.maxLength);
}

/** What a field shows for a text beyond its rule's characters (fieldState). */
export interface FieldState {
  /** What the text comes to, as the number readers give theirs (input.ts). */
  readonly parsed: ParsedNumber;
  /** How it was read, for the field's hint; null for none. */
  readonly note: string | null;
  /**
   * No expression of the field's kind: the text the field's rule keeps of it (cut to the cap),
   * for the field to take as though typed so; null otherwise.
   */
  readonly settled: string | null;
}

/**
 * A field's text beyond its rule's characters, as the field shows it: the spec's message where
 * one applies (a negative value where values cannot be, a text past the cap), said beside it
 * where the spec has none that fits (too large).
 * @example fieldState("0.1+0.2", null, signedConverterRule).parsed // { kind: "number", value: 0.3, note: "Read as 0.3: 0.1 + 0.2." }
 * @example fieldState("12 kg", { measure: "length", unit: "meter" }, unsignedConverterRule).settled // "12 "
 */
export function fieldState(typed: string, field: FieldUnit | null, rule: InputRule): FieldState {
  const reading = readFieldText(typed, field, rule.allowMinus);
  const waiting = { kind: "incomplete" } as const;
  switch (reading.kind) {
    case "none":
      return {
        parsed: waiting,
        note: null,
        settled: keptText(typed, rule),
      };
    case "incomplete":
      return { parsed: waiting, note: null, settled: null };
    case "too-large":
      return {
        // Beside the spec's message for a text that is no number, why.
        parsed: {
          kind: "invalid",
          message: `${messages.invalidNumber}: ${typed.trim()} is too large to convert.`,
        },
        note: null,
        settled: null,
      };
    case "negative":
      return {
        parsed: { kind: "invalid", message: messages.invalidInput },
        note: reading.note,
        settled: null,
      };
    default:
      // The spec's cap is on digits ('Max 3 digits'): 5'9" in a field of three has two.
      return ruleCharacters(typed, rule).length > rule.maxLength
        ? { parsed: { kind: "invalid", message: rule.tooLongMessage }, note: null, settled: null }
        : {
            parsed: { kind: "number", value: reading.value, note: reading.note },
            note: reading.note,
            settled: null,
          };
  }
}

/**
 * fieldState for any text a field's rule would not keep whole: a text that may be an expression
 * (holdsExpression) is read so; any other is the rule's (`settled`, what the rule keeps of it).
 * For the fields that load this module before they know whether a text may be one (BMI,
 * percentage: useReadingField), so that they need no code of the test of their own.
 * @example expressionFieldState("1.2.3", null, signedConverterRule).settled // "1.23"
 * @example expressionFieldState("70+5", null, signedConverterRule).parsed // { kind: "number", value: 75, note: "Read as 75: 70 + 5." }
 */
export function expressionFieldState(
  typed: string,
  field: FieldUnit | null,
  rule: InputRule,
): FieldState {
  return holdsExpression(typed, rule)
    ? fieldState(typed, field, rule)
    : { parsed: { kind: "incomplete" }, note: null, settled: keptText(typed, rule) };
}
