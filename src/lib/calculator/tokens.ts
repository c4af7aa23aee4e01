/**
 * Splits a calculator query into tokens: numbers (read exactly, with the fields' hints for a
 * decimal comma or a fraction), units (the longest known unit text, as Quick convert reads them),
 * operators and words. 'in' and 'at' right after a number are units (the inch, the technical
 * atmosphere); elsewhere they are words ('5 ft in cm', '10 GB at 100 Mbps').
 */
import { parseNumericText } from "../input";
import { isUnitCharacter, readUnit, type UnitReading } from "../quick-convert/unit-index";
import { exact, quotient, sum, type Exact } from "./rational";

export type Token =
  | { kind: "number"; value: Exact; text: string; hint: string | null; start: number }
  | {
      kind: "unit";
      text: string;
      readings: UnitReading[];
      start: number;
      /** Said which meaning it is, as answers write it: 'pt (US)'. */
      qualified?: true;
    }
  | { kind: "operator"; operator: string; start: number }
  | { kind: "word"; word: string; start: number };

/**
 * A token as it was typed, for a line that names it.
 * @example tokenText({ kind: "word", word: "fet", start: 2 }) // "fet"
 */
export function tokenText(token: Token | undefined): string {
  if (!token) return "";
  if (token.kind === "number" || token.kind === "unit") return token.text;
  return token.kind === "word" ? token.word : token.operator;
}

/** Words the grammar reads; any other word that is no unit is unknown. */
export const keywords = new Set([
  "to",
  "in",
  "into",
  "as",
  "per",
  "of",
  "for",
  "at",
  "x",
  "times",
  "plus",
  "minus",
  "by",
  "divided",
  "multiplied",
  "over",
]);

/** Operators, longest first; '->' and '=>' say what to convert into, as 'to' does. */
const operators = [
  "->",
  "=>",
  "→",
  ",",
  "+",
  "-",
  "*",
  "×",
  "·",
  "/",
  "÷",
  "^",
  "(",
  ")",
  "%",
  "²",
  "³",
  "=",
];

/** Characters that end a unit's text. */
const unitEnd = new Set(["+", "*", "×", "÷", "^", "(", ")", "%", "=", ",", "→"]);

// A mixed or simple fraction, or digits with commas, a point and an exponent.
const numberPattern =
  /(?:\d+ +\d+ *\/ *\d+(?![\d.,])|\d+ *\/ *\d+(?![\d.,])|(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+(?![a-z]))?)/iy;

/** The largest power of ten a typed number may have: beyond it, the answer is out of range. */
export const largestExponent = 1000;

function isDigit(character: string): boolean {
  return character >= "0" && character <= "9";
}

/** Reads a number's text exactly; a text the fields would not read is null. */
function readNumberText(
  typed: string,
): { value: Exact; hint: string | null } | null | "huge" | "zero" {
  const text = typed.replace(/ *\/ */, "/").replace(/ +/g, " ");
  if (/^\d+(?:\.\d*)?(?:e[-+]?\d+)?$|^\.\d+(?:e[-+]?\d+)?$/i.test(text)) {
    const power = /e([-+]?\d+)$/i.exec(text)?.[1];
    if (power !== undefined && Math.abs(Number(power)) > largestExponent) return "huge";
    return { value: exact(text.toLowerCase().replace(/\.(?=e|$)/, "")), hint: null };
  }
  if (/\/0+$/.test(text)) return "zero";
  const reading = parseNumericText(text);
  if (reading.kind !== "number") return null;
  const fraction = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    const [, whole = "0", top = "0", bottom = "1"] = fraction;
    return { value: sum(exact(whole), quotient(exact(top), exact(bottom))), hint: null };
  }
  const grouped = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(text);
  const plain = grouped ? text.replaceAll(",", "") : text.replace(",", ".");
  return { value: exact(plain.replace(/\.$/, "")), hint: reading.note ?? null };
}

const usQualifier = / ?\(US\)/iy;

/** The longest a unit's text can be ('litres per 100 kilometres'). */
const longestUnit = 40;

interface UnitMatch {
  text: string;
  readings: UnitReading[];
  end: number;
}

/** Separator words a unit's name may end in ('lb in' is a torque), which read as separators first. */
const trailingKeyword = / (?:in|to|as|at|into)$/i;

/** A candidate that cannot be one unit: a bracket left open, or a sign that belongs outside. */
function isBrokenCandidate(candidate: string): boolean {
  const opened = (candidate.match(/\(/g) ?? []).length;
  const closed = (candidate.match(/\)/g) ?? []).length;
  return opened !== closed || /[-.^]$|\s-|-\s/.test(candidate);
}

function readUnitAt(text: string, start: number, splitKeywords: boolean): UnitMatch | null {
  let best: UnitMatch | null = null;
  const last = Math.min(text.length, start + longestUnit);
  for (let end = start + 1; end <= last; end += 1) {
    // No unit holds this character, so neither this text nor a longer one is a unit.
    if (!isUnitCharacter(text.charAt(end - 1))) break;
    const next = text.charAt(end);
    const atBoundary =
      end === text.length ||
      next === " " ||
      unitEnd.has(next) ||
      (next === "-" && text.charAt(end + 1) !== ">") ||
      next === "/" ||
      (isDigit(next) && !isDigit(text.charAt(end - 1)));
    if (!atBoundary) continue;
    const candidate = text.slice(start, end).trim();
    if (candidate === "" || /[\s/]$/.test(candidate) || isBrokenCandidate(candidate)) continue;
    if (splitKeywords && best && trailingKeyword.test(candidate)) continue;
    const readings = readUnit(candidate);
    if (readings.length > 0) best = { text: candidate, readings, end };
  }
  return best;
}

/** The word at a position: letters and the signs units are written with. */
const wordPattern = /[\p{L}°µ$€£¥#_'"][\p{L}\p{N}°µ$€£¥#_.'"]*/uy;

/** How to read the words that can be a unit or a separator. */
export interface TokenizeOptions {
  /** 'in' and 'at' right after a number are units (the inch, the technical atmosphere). */
  readonly unitAfterNumber: boolean;
  /** A unit name ending in a separator word ('oz in') is the shorter unit and the word. */
  readonly splitKeywords: boolean;
}

/**
 * The tokens of a query, or the position and text of what could not be read.
 * @example tokenize("5 ft + 3 in").map((token) => token.kind) // ["number", "unit", "operator", "number", "unit"]
 */
export function tokenize(
  text: string,
  options: TokenizeOptions = { unitAfterNumber: true, splitKeywords: true },
): { tokens: Token[] } | { error: "number" | "huge" | "zero"; text: string; start: number } {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const character = text.charAt(position);
    if (character === " ") {
      position += 1;
      continue;
    }
    numberPattern.lastIndex = position;
    const number = isDigit(character) || character === "." ? numberPattern.exec(text) : null;
    if (number) {
      const typed = number[0];
      const read = readNumberText(typed);
      if (read === "huge" || read === "zero") return { error: read, text: typed, start: position };
      if (read === null) return { error: "number", text: typed, start: position };
      tokens.push({
        kind: "number",
        value: read.value,
        text: typed,
        hint: read.hint,
        start: position,
      });
      position += typed.length;
      continue;
    }
    const operator = operators.find((candidate) => text.startsWith(candidate, position));
    if (operator) {
      tokens.push({ kind: "operator", operator, start: position });
      position += operator.length;
      continue;
    }
    const previous = tokens.at(-1);
    const afterNumber = previous?.kind === "number";
    wordPattern.lastIndex = position;
    const word = wordPattern.exec(text)?.[0] ?? character;
    const lower = word.toLowerCase();
    const keyword =
      keywords.has(lower) &&
      !(options.unitAfterNumber && afterNumber && (lower === "in" || lower === "at"));
    const longest = readUnitAt(text, position, options.splitKeywords);
    // A keyword, unless a longer unit starts with it ('in/s²', 'in Hg').
    const unit = keyword && (longest?.text.length ?? 0) <= word.length ? null : longest;
    if (unit) {
      // 'pt (US)', as answers write the US units whose names have a UK meaning too.
      usQualifier.lastIndex = unit.end;
      const qualifier = usQualifier.exec(text);
      tokens.push({
        kind: "unit",
        text: unit.text,
        readings: unit.readings,
        start: position,
        ...(qualifier ? { qualified: true as const } : {}),
      });
      position = unit.end + (qualifier?.[0].length ?? 0);
      continue;
    }
    tokens.push({ kind: "word", word: lower, start: position });
    position += word.length;
  }
  return { tokens };
}
