/**
 * One answer to whatever is typed into the Quick convert box or the calculator page: a unit
 * conversion as the converters give it (with its pair page), a calculation with units, or a
 * question of another of the site's tools. Each reading says how it read the text.
 */
import { answerQuickQuery, type QuickAnswer } from "../quick-convert";
import { answerSymbol } from "../quick-convert/answer";
import { calculate, calculatorMaxLength } from "./calculate";
import type { ToolAnswer } from "./tool-answer";

/** A conversion Quick convert answers itself, with its pair page. */
export type ConversionAnswer = Extract<
  QuickAnswer,
  { kind: "answer" } | { kind: "download-time" } | { kind: "ingredient" }
>;

export type QueryAnswer =
  | { readonly kind: "empty" }
  | { readonly kind: "error"; readonly message: string }
  | {
      readonly kind: "conversion";
      readonly conversion: ConversionAnswer;
      /** The answer's line, e.g. '5 ft 9 in = 175.26 cm'. */
      readonly line: string;
      readonly readAs: string;
      readonly notes: readonly string[];
    }
  | {
      readonly kind: "calculation";
      readonly line: string;
      readonly readAs: string;
      readonly notes: readonly string[];
    }
  | {
      readonly kind: "tool";
      readonly answer: Extract<ToolAnswer, { kind: "tool" }>;
      readonly line: string;
      readonly readAs: string;
      readonly notes: readonly string[];
    };

/** Reads other tools' questions; loaded apart, as only some queries need it. */
export type ToolQuestions = (text: string) => ToolAnswer | null;

/** IEC units in a query: then 'GB' is the decimal gigabyte, which only the calculator reads. */
const namesBinaryUnits = /\d\s*[KMGTP]i(?:B|byte)|\b[KMGTP]iB\b/i;
/** The data units whose names mean 1024-based or decimal sizes. */
const namesTwoWayBytes = /(?:^|[\s\d(])[kKMGTP]B\b|\b(?:kilo|mega|giga|tera|peta)bytes?\b/;

/** A typed fraction whose decimal never ends (1/3, 2/7, ⅓): its denominator is not 2ⁿ5ᵐ. */
const endlessFraction =
  /(?:^|[^\d.])\d+ *\/ *(?!(?:1|2|4|5|8|10|16|20|25|32|40|50|64|80|100)(?!\d))\d+|[⅓⅔]/;

/** Text that asks for arithmetic: its reading's line is the calculator's. */
const asksForArithmetic =
  /[+*×÷^()%²³]|\d\s*[-−/]\s*[\d(]|\b(?:of|per|for|at|plus|minus|times|x|divided|fraction|sig)\b/i;

function conversionLine(answer: ConversionAnswer): { line: string; readAs: string } {
  const verb = answer.kind === "download-time" ? "takes" : "=";
  const line = `${answer.sourceText} ${verb} ${answer.resultText}`;
  if (answer.kind === "answer") {
    return { line, readAs: `${answer.sourceText} → ${answerSymbol(answer.measure, answer.to)}` };
  }
  return {
    line,
    readAs:
      answer.kind === "download-time" ? `${answer.sourceText} → download time` : answer.sourceText,
  };
}

/**
 * A calculation's line: a plain conversion reads as one ('1 TiB = 1,099.511627776 GB (decimal)'),
 * any other calculation is its result alone, its reading said beside it.
 */
function calculationLine(readAs: string, result: string): string {
  const [source = "", target] = readAs.split(" → ");
  return target !== undefined && !/^\(|[+−×÷^%]| of /.test(source)
    ? `${source} = ${result}`
    : result;
}

/**
 * The answer to a typed query: Quick convert's conversion, the calculator's result, or another
 * tool's (through `toolQuestions`, when it has loaded); else the most useful line saying why not.
 * @example (answerQuery("5 ft 9 in to cm") as { line: string }).line // "5 ft 9 in = 175.26 cm"
 * @example (answerQuery("5 ft + 3 in in cm") as { line: string }).line // "160.02 cm"
 */
export function answerQuery(typed: string, toolQuestions?: ToolQuestions): QueryAnswer {
  if (typed.trim() === "") return { kind: "empty" };
  if (typed.length > calculatorMaxLength) return calculate(typed) as QueryAnswer;
  const decimalBytes = namesBinaryUnits.test(typed) && namesTwoWayBytes.test(typed);
  const quick = decimalBytes ? null : answerQuickQuery(typed);
  // A third of a cup is not 0.333333 of one: a fraction that no decimal ends is computed exactly,
  // and the answer still links to the pair page.
  if (quick?.kind === "answer" && endlessFraction.test(typed)) {
    const exact = calculate(typed);
    if (exact.kind === "calculation" && exact.measure === quick.measure) {
      const source = (exact.readAs.split(" → ")[0] ?? "").replace(/^\((.*)\)$/, "$1");
      return {
        kind: "conversion",
        conversion: quick,
        line: `${source} = ${exact.resultText}`,
        readAs: exact.readAs,
        notes: exact.notes,
      };
    }
  }
  if (quick && quick.kind !== "error" && quick.kind !== "empty") {
    const { line, readAs } = conversionLine(quick);
    return {
      kind: "conversion",
      conversion: quick,
      line,
      readAs,
      notes: quick.note ? [quick.note] : [],
    };
  }
  const calculation = calculate(typed);
  // A lone number ('5') is better met by Quick convert's line asking for its unit.
  const loneNumber =
    calculation.kind === "calculation" &&
    calculation.measure === null &&
    quick?.kind === "error" &&
    !asksForArithmetic.test(typed);
  if (calculation.kind === "calculation" && !loneNumber) {
    return {
      kind: "calculation",
      line: calculationLine(calculation.readAs, calculation.resultText),
      readAs: calculation.readAs,
      notes: calculation.notes,
    };
  }
  const tool = toolQuestions?.(typed) ?? null;
  if (tool?.kind === "tool") {
    return {
      kind: "tool",
      answer: tool,
      // BMI and age need their page: the line says so, and the link opens it.
      line: tool.resultText ?? `${tool.link?.text ?? "Open the tool"} to work this out.`,
      readAs: tool.readAs,
      notes: tool.note ? [tool.note] : [],
    };
  }
  if (tool?.kind === "error") return tool;
  if (calculation.kind === "error" && (quick?.kind !== "error" || asksForArithmetic.test(typed))) {
    return calculation;
  }
  return quick?.kind === "error"
    ? quick
    : calculation.kind === "error"
      ? calculation
      : { kind: "empty" };
}
