/**
 * The percentage calculator's four questions: what percent X is of Y, the change between two
 * values, X% of a value, and a tip. The evaluate* functions take the fields' text and apply the
 * page rules (incomplete text clears the result, a zero total or original gives none).
 */
import { parseNumericText } from "../input";
import { isIncompleteNumberText } from "./input-rules";
import { formatFixed } from "../number-format";

/** The tip calculator's quick buttons and default, in percent. */
export const quickTipPercents = [15, 18, 20, 25] as const;
export const defaultTipPercent = 15;

/**
 * What percent `part` is of `whole`; 0 when the whole is 0.
 * @example percentOf(25, 200) // 12.5
 */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/**
 * Percentage change from `original` to `next`. An original of 0 gives Infinity when the new
 * value is above 0, else 0.
 * @example percentChange(80, 100) // 25
 * @example percentChange(0, 5) // Infinity
 */
export function percentChange(original: number, next: number): number {
  if (original === 0) return next > 0 ? Infinity : 0;
  return ((next - original) / original) * 100;
}

export type ChangeDirection = "increase" | "decrease";

/**
 * 'increase' when the difference is zero or more, else 'decrease'.
 * @example changeDirection(100, 80) // "decrease"
 */
export function changeDirection(original: number, next: number): ChangeDirection {
  return next - original >= 0 ? "increase" : "decrease";
}

/**
 * `percent`% of `value`.
 * @example valueFromPercent(15, 80) // 12
 */
export function valueFromPercent(percent: number, value: number): number {
  return (percent * value) / 100;
}

/**
 * The tip on a bill and the bill plus tip.
 * @example calculateTip(50, 20) // { tip: 10, total: 60 }
 */
export function calculateTip(bill: number, percent: number): { tip: number; total: number } {
  const tip = (bill * percent) / 100;
  return { tip, total: bill + tip };
}

/**
 * A result as the page shows it: 2 decimals with thousands separators.
 * @example formatPercentageResult(1234.5) // "1,234.50"
 */
export function formatPercentageResult(value: number): string {
  return formatFixed(value, 2, true);
}

/**
 * The Basic % tab's texts by name; each names the element (an early-answer slot) that shows it.
 * The island (PercentageCalculator.tsx) and its early answer (src/early-answers/percentage.ts) both
 * print them. The other tabs are not in the server's HTML, so they have no early answer.
 * @example basicTextNames[0] // "basic-percent"
 */
export const basicTextNames = ["basic-percent", "basic-context"] as const;

/**
 * The name of a Basic % text (and of its early-answer slot).
 * @example const name: BasicTextName = "basic-context";
 */
export type BasicTextName = (typeof basicTextNames)[number];

/**
 * The Basic % tab's texts by name.
 * @example const texts: BasicTexts = basicTexts("25", 12.5, "200");
 */
export type BasicTexts = Readonly<Record<BasicTextName, string>>;

/**
 * The Basic % result and the line under it, with the fields' text as typed.
 * @example basicTexts("25", 12.5, "200") // { "basic-percent": "12.50%", "basic-context": "25 is 12.50% of 200" }
 */
export function basicTexts(partText: string, percent: number, wholeText: string): BasicTexts {
  const percentText = `${formatPercentageResult(percent)}%`;
  return {
    "basic-percent": percentText,
    "basic-context": `${partText} is ${percentText} of ${wholeText}`,
  };
}

/** Reads a field: null while it is incomplete (empty, '-', ending with '.') or not a number. */
function completeNumber(text: string): number | null {
  if (isIncompleteNumberText(text)) return null;
  const parsed = parseNumericText(text);
  return parsed.kind === "number" ? parsed.value : null;
}

/** The calculator's message where a zero makes the answer impossible, by outcome. */
export const percentageMessages = {
  "zero-total": "The total must not be 0.",
  "zero-original": "The original value must not be 0.",
} as const;

export type BasicOutcome =
  { kind: "none" } | { kind: "zero-total" } | { kind: "result"; percent: number };

/**
 * Basic %: what percent the first value is of the total; no result while a field is incomplete
 * or when the total is 0.
 * @example evaluateBasic("25", "200") // { kind: "result", percent: 12.5 }
 * @example evaluateBasic("25", "0") // { kind: "zero-total" }
 */
export function evaluateBasic(partText: string, wholeText: string): BasicOutcome {
  const part = completeNumber(partText);
  const whole = completeNumber(wholeText);
  if (part === null || whole === null) return { kind: "none" };
  if (whole === 0) return { kind: "zero-total" };
  return { kind: "result", percent: percentOf(part, whole) };
}

export type ChangeOutcome =
  | { kind: "none" }
  | { kind: "zero-original" }
  | {
      kind: "result";
      percent: number;
      absolutePercent: number;
      direction: ChangeDirection;
      difference: number;
    };

/**
 * % Change between an original and a new value; the page shows the absolute value labelled
 * increase or decrease. No result while a field is incomplete or when the original is 0.
 * @example evaluateChange("100", "80") // { kind: "result", percent: -20, absolutePercent: 20, direction: "decrease", difference: -20 }
 */
export function evaluateChange(originalText: string, nextText: string): ChangeOutcome {
  const original = completeNumber(originalText);
  const next = completeNumber(nextText);
  if (original === null || next === null) return { kind: "none" };
  if (original === 0) return { kind: "zero-original" };
  const percent = percentChange(original, next);
  return {
    kind: "result",
    percent,
    absolutePercent: Math.abs(percent),
    direction: changeDirection(original, next),
    difference: next - original,
  };
}

/**
 * Value from %: `percent`% of the value; no result while a field is incomplete.
 * @example evaluateValueFromPercent("15", "80") // { kind: "result", value: 12 }
 */
export function evaluateValueFromPercent(
  percentText: string,
  valueText: string,
): { kind: "none" } | { kind: "result"; value: number } {
  const percent = completeNumber(percentText);
  const value = completeNumber(valueText);
  if (percent === null || value === null) return { kind: "none" };
  return { kind: "result", value: valueFromPercent(percent, value) };
}

/**
 * Tip: the tip and the total for a bill and a tip percent; no result while a field is incomplete.
 * @example evaluateTip("50", "15") // { kind: "result", tip: 7.5, total: 57.5 }
 */
export function evaluateTip(
  billText: string,
  percentText: string,
): { kind: "none" } | { kind: "result"; tip: number; total: number } {
  const bill = completeNumber(billText);
  const percent = completeNumber(percentText);
  if (bill === null || percent === null) return { kind: "none" };
  return { kind: "result", ...calculateTip(bill, percent) };
}
