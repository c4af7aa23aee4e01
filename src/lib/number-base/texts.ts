/**
 * The texts of the number base converter, as the page prints them: the character count, the
 * digits each chosen base takes, the result's heading, the result and the line under it, and the
 * number in every base. The island (NumberBaseConverter.tsx) and its early answer
 * (src/early-answers/number-base.ts) both print these, so the answer shown before hydration is
 * the island's own.
 */
import {
  conversionLine,
  convertBase,
  digitsHint,
  resultHeading,
  type Base,
  type BaseState,
} from "./number-base";

/** Every text by name; each names the element (an early-answer slot) that shows it. */
export const numberBaseTextNames = [
  "input-length",
  "from-digits",
  "to-digits",
  "result-heading",
  "result",
  "context",
  "all-2",
  "all-8",
  "all-10",
  "all-16",
] as const;

/**
 * The name of a text of the converter (and of its early-answer slot).
 * @example const name: NumberBaseTextName = "all-16";
 */
export type NumberBaseTextName = (typeof numberBaseTextNames)[number];

/**
 * The converter's texts by name.
 * @example const texts: NumberBaseTexts = numberBaseTexts({ input: "255", from: 10, to: 16 });
 */
export type NumberBaseTexts = Readonly<Record<NumberBaseTextName, string>>;

/**
 * The texts for the input (as the island holds it, upper-cased) and the two bases. The result,
 * the line under it and the number in each base are empty while the input is blank or not a
 * number in its base (the island shows no such element then, or "Invalid").
 * @example numberBaseTexts({ input: "4095", from: 10, to: 16 }).result // "FFF"
 * @example numberBaseTexts({ input: "4095", from: 10, to: 16 })["all-2"] // "111111111111"
 */
export function numberBaseTexts({ input, from, to }: BaseState): NumberBaseTexts {
  const inBase = (base: Base) => {
    const conversion = convertBase(input, from, base);
    return conversion.kind === "ok" ? conversion.value : "";
  };
  const result = inBase(to);
  return {
    "input-length": String(input.length),
    "from-digits": digitsHint(from),
    "to-digits": digitsHint(to),
    "result-heading": resultHeading(to),
    result,
    context: result && conversionLine(input, from, result, to),
    "all-2": inBase(2),
    "all-8": inBase(8),
    "all-10": inBase(10),
    "all-16": inBase(16),
  };
}
