/**
 * The calculator's answer to a number base question ('255 in hex', '0xff to decimal', 'ff hex to
 * decimal'): the number base converter's own reading, exact BigInt conversion, line and messages
 * (src/lib/number-base/), in its bases 2, 8, 10 and 16.
 */
import {
  baseOption,
  baseOptions,
  conversionLine,
  formatInBase,
  isBase,
  numberBaseMessages,
  parseInBase,
  type Base,
} from "../number-base/number-base";
import type { ToolAnswer } from "./tool-answer";

/** The number base page (src/tools.ts); it reads no values from its address, so the link is plain. */
const numberBasePage = { href: "/number-base", text: "Open the Number Base Converter" };

/** Names of the bases as people write them ('base 16' is read apart). */
const baseWords: Readonly<Record<string, Base>> = {
  binary: 2,
  bin: 2,
  octal: 8,
  oct: 8,
  decimal: 10,
  dec: 10,
  denary: 10,
  hexadecimal: 16,
  hex: 16,
};

/** The prefixes of a number written in a base ('0xff'). */
const prefixes: Readonly<Record<string, Base>> = { "0b": 2, "0o": 8, "0x": 16 };

/**
 * The base a word names: a Base, the number of a base the converter lacks ('base 36'), or null
 * when the word names no base.
 */
function namedBase(word: string): Base | number | null {
  const numbered = /^base ?-?(\d+)$/.exec(word);
  return numbered ? Number(numbered[1]) : (baseWords[word] ?? null);
}

/** The converter's answer for a base it lacks. */
function unsupportedBase(base: number): ToolAnswer {
  const bases = baseOptions.map((option) => option.value);
  return {
    kind: "error",
    message: `The converter works in bases ${bases.slice(0, -1).join(", ")} and ${bases.at(-1)}, not base ${base}.`,
  };
}

/**
 * Answers a number base question: a whole number (decimal unless a prefix 0b, 0o, 0x or a base's
 * name says otherwise) into binary, octal, decimal, hexadecimal or 'base N'; an error, in the
 * converter's words, for a digit its base lacks or a base the converter lacks; null for any other
 * question.
 * @example answerNumberBaseQuestion("255 in hex") // { kind: "tool", tool: "number-base", resultText: "255 (Base 10) = FF (Base 16)", readAs: "255 decimal → hexadecimal", … }
 * @example answerNumberBaseQuestion("0b1010 in dec")?.resultText // "1010 (Base 2) = 10 (Base 10)"
 */
export function answerNumberBaseQuestion(text: string): ToolAnswer | null {
  const question = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/ ?\?+$/, "");
  const parts =
    /^(?:convert )?(\S+)(?: (?:in )?(base ?-?\d+|[a-z]+))? (?:to|into|in|as) (.+)$/.exec(question);
  if (!parts) return null;
  const [, token = "", fromWord, targetWord = ""] = parts;
  const to = namedBase(targetWord);
  const named = fromWord === undefined ? undefined : namedBase(fromWord);
  if (to === null || named === null) return null;
  const prefix = prefixes[token.slice(0, 2)];
  // A prefix says the base unless a base's name does; digits alone are decimal.
  const from = named ?? prefix ?? 10;
  const digits = prefix !== undefined && prefix === from ? token.slice(2) : token;
  // Not a number: a word of letters beyond F ('orange to hex') or other signs.
  if (
    !/^[+-]?[\da-z.]+$/.test(token) ||
    (named === undefined && !/^[+-]?\d|^[a-f]+$/.test(token))
  ) {
    return null;
  }
  if (!isBase(to)) return unsupportedBase(to);
  if (!isBase(from)) return unsupportedBase(from);

  const parsed = parseInBase(digits, from);
  if (parsed.kind !== "ok") {
    const message = parsed.kind === "empty" ? numberBaseMessages.invalidBaseNumber : parsed.message;
    // Hex digits read as decimal because nothing said hexadecimal: say how to say it.
    const hint =
      named === undefined && prefix === undefined && /^[\da-f]+$/.test(token)
        ? `, or write 0x${token.toUpperCase()} for hexadecimal`
        : "";
    return { kind: "error", message: `${message}${hint}` };
  }
  const label = (base: Base) => baseOption(base).label.toLowerCase();
  return {
    kind: "tool",
    tool: "number-base",
    resultText: conversionLine(digits, from, formatInBase(parsed.value, to), to),
    readAs: `${digits.toUpperCase()} ${label(from)} → ${label(to)}`,
    note: null,
    link: numberBasePage,
  };
}
