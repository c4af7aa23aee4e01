/**
 * Text tools: case conversions, transforms, extractions and statistics. Everything is linear in
 * the length of the text so a 1 MB paste stays usable; characters are counted as graphemes (what
 * a reader sees as one character: an emoji, or a letter with a combining accent, counts once).
 */
import { camelCase, kebabCase, pascalCase, snakeCase, type PascalCaseOptions } from "change-case";

import {
  caseStyleNames,
  emptyAnalysis,
  emptyStatistics,
  emptyViewOutputs,
  transformNames,
  type CaseStyle,
  type TextAnalysis,
  type TextStatistics,
  type TextView,
  type ToolName,
  type ToolOutput,
  type TransformId,
  type ViewOutputs,
  type WordFrequency,
} from "./catalog";

export {
  emptyAnalysis,
  emptyStatistics,
  type CaseStyle,
  type TextAnalysis,
  type TextStatistics,
  type TextView,
  type ToolOutput,
  type TransformId,
  type ViewOutputs,
  type WordFrequency,
};

export interface TextTool<Id extends string> {
  id: Id;
  label: string;
  convert: (text: string) => string;
}

/** Words per minute behind the reading and speaking times. */
export const readingWordsPerMinute = 200;
export const speakingWordsPerMinute = 150;

// ---------------------------------------------------------------------------------------------
// Graphemes

/**
 * Characters that can join a neighbour into one grapheme (Unicode grapheme cluster rules GB3-GB13):
 * CR (before LF), combining and spacing marks, ZWNJ/ZWJ and other extenders, prepended marks,
 * Hangul jamo and syllables, regional indicators, emoji modifiers and tags. Between two
 * characters outside this set there is always a grapheme boundary, so only the stretches around
 * these need the (slow) Intl.Segmenter. Listing too much only costs speed, so whole astral blocks
 * of Brahmic scripts (which hold prepended marks) are included. A unit test checks the set against
 * the runtime's ICU for every code point of planes 0-3 and 14.
 */
const joiningRun =
  // Each listed code point is matched on its own on purpose: these are the joiners themselves.
  // eslint-disable-next-line no-misleading-character-class
  /[\r\p{M}\u200C\u200D\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uAC00-\uD7A3\uD7B0-\uD7FF\uFF9E\uFF9F\u{11000}-\u{11FFF}\u{16D40}-\u{16D7F}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}\u{E0000}-\u{E0FFF}]+/gu;

/** Stretches closer than this are segmented together (each Segmenter call has a fixed cost). */
const mergeGap = 64;

type GraphemeSegmenter = { segment: (text: string) => Iterable<{ segment: string }> };

function newGraphemeSegmenter(): GraphemeSegmenter | null {
  return typeof Intl.Segmenter === "function"
    ? new Intl.Segmenter("en", { granularity: "grapheme" })
    : null;
}

/** One segmenter for every call (null where Intl.Segmenter is missing), built when loaded. */
const graphemeSegmenter = /* @__PURE__ */ newGraphemeSegmenter();

/**
 * Splits text into graphemes with Intl.Segmenter (code points where it is missing).
 * @example graphemes("e\u0301😀") // ["é", "😀"]
 */
export function graphemes(text: string): string[] {
  if (graphemeSegmenter === null) return [...text];
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

/**
 * Whether the character is one that may join a neighbour into a grapheme (see joiningRun).
 * @example isJoiningCharacter("\u0301") // true
 * @example isJoiningCharacter("’") // false
 */
export function isJoiningCharacter(character: string): boolean {
  joiningRun.lastIndex = 0;
  const match = joiningRun.exec(character);
  return match !== null && match.index === 0 && match[0] === character;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Half-open ranges of the text that need real segmentation: each run of joining characters,
 * widened by one code point on each side (a mark joins the character before it, a prepended
 * mark the one after), with nearby ranges merged. Both ends of every range are grapheme
 * boundaries.
 */
function joiningRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  joiningRun.lastIndex = 0;
  for (let match = joiningRun.exec(text); match !== null; match = joiningRun.exec(text)) {
    let start = match.index;
    if (start > 0)
      start -=
        isLowSurrogate(text.charCodeAt(start - 1)) &&
        start > 1 &&
        isHighSurrogate(text.charCodeAt(start - 2))
          ? 2
          : 1;
    let end = match.index + match[0].length;
    if (end < text.length)
      end +=
        isHighSurrogate(text.charCodeAt(end)) && isLowSurrogate(text.charCodeAt(end + 1)) ? 2 : 1;
    const last = ranges.at(-1);
    if (last && start <= last[1] + mergeGap) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

function isWhitespaceCode(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const whitespaceOnly = /^\s+$/;

/**
 * Graphemes in the text, and how many of them are whitespace.
 * @example countGraphemes("e\u0301 😀") // { total: 3, whitespace: 1 }
 */
export function countGraphemes(text: string): { total: number; whitespace: number } {
  let total = 0;
  let whitespace = 0;
  let position = 0;
  // Outside the joining ranges every code point is a grapheme of its own.
  const countStandalone = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const code = text.charCodeAt(index);
      if (isLowSurrogate(code) && index > from && isHighSurrogate(text.charCodeAt(index - 1)))
        continue;
      total += 1;
      if (isWhitespaceCode(code)) whitespace += 1;
    }
  };
  for (const [start, end] of joiningRanges(text)) {
    countStandalone(position, start);
    for (const part of graphemes(text.slice(start, end))) {
      total += 1;
      if (whitespaceOnly.test(part)) whitespace += 1;
    }
    position = end;
  }
  countStandalone(position, text.length);
  return { total, whitespace };
}

/**
 * The text reversed grapheme by grapheme.
 * @example reverseGraphemes("ae\u0301😀") // "😀e\u0301a"
 */
export function reverseGraphemes(text: string): string {
  const pieces: string[] = [];
  let position = 0;
  const reverseStandalone = (from: number, to: number) => {
    if (from < to) pieces.push(Array.from(text.slice(from, to)).reverse().join(""));
  };
  for (const [start, end] of joiningRanges(text)) {
    reverseStandalone(position, start);
    pieces.push(graphemes(text.slice(start, end)).reverse().join(""));
    position = end;
  }
  reverseStandalone(position, text.length);
  return pieces.reverse().join("");
}

// ---------------------------------------------------------------------------------------------
// Statistics

/**
 * Reading time in whole minutes at 200 words per minute, rounded up.
 * @example readingMinutes(730) // 4
 */
export function readingMinutes(words: number): number {
  return Math.ceil(words / readingWordsPerMinute);
}

/**
 * Speaking time in whole minutes at 150 words per minute, rounded up.
 * @example speakingMinutes(730) // 5
 */
export function speakingMinutes(words: number): number {
  return Math.ceil(words / speakingWordsPerMinute);
}

/**
 * Counts characters, words, sentences, paragraphs and lines in one pass (plus grapheme
 * segmentation of non-Latin stretches).
 * @example textStatistics("Hello there. How are you?\n\nFine!").sentences // 3
 */
export function textStatistics(text: string): TextStatistics {
  if (text === "") return emptyStatistics;
  let words = 0;
  let sentences = 0;
  let paragraphs = 0;
  let lines = 1;
  let inWord = false;
  let sentenceHasContent = false;
  let lineHasContent = false;
  // Whether the current paragraph has been counted; a blank line closes it.
  let inParagraph = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x0a) {
      lines += 1;
      if (!lineHasContent) inParagraph = false;
      lineHasContent = false;
      inWord = false;
    } else if (isWhitespaceCode(code)) {
      inWord = false;
    } else {
      if (!inWord) words += 1;
      inWord = true;
      if (!lineHasContent && !inParagraph) paragraphs += 1;
      lineHasContent = true;
      inParagraph = true;
      if (code === 0x2e || code === 0x21 || code === 0x3f) {
        if (sentenceHasContent) sentences += 1;
        sentenceHasContent = false;
      } else {
        sentenceHasContent = true;
      }
    }
  }
  if (sentenceHasContent) sentences += 1;
  const { total, whitespace } = countGraphemes(text);
  return {
    characters: total,
    charactersNoSpaces: total - whitespace,
    words,
    sentences,
    paragraphs,
    lines,
    readingMinutes: readingMinutes(words),
    speakingMinutes: speakingMinutes(words),
  };
}

const wordCore = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * Statistics plus vocabulary figures for the Text Analysis tab.
 * @example analyzeText("The cat and the hat.").topWords[0] // { word: "the", count: 2 }
 */
export function analyzeText(text: string, topCount = 5): TextAnalysis {
  if (text === "") return emptyAnalysis;
  const statistics = textStatistics(text);
  const frequencies = new Map<string, number>();
  let letters = 0;
  let longestWord = "";
  wordCore.lastIndex = 0;
  for (let match = wordCore.exec(text); match !== null; match = wordCore.exec(text)) {
    const word = match[0];
    letters += word.length;
    if (word.length > longestWord.length) longestWord = word;
    const key = word.toLowerCase();
    frequencies.set(key, (frequencies.get(key) ?? 0) + 1);
  }
  const counted = [...frequencies.values()].reduce((sum, count) => sum + count, 0);
  const topWords = [...frequencies.entries()]
    .map(([word, count], order) => ({ word, count, order }))
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, topCount)
    .map(({ word, count }) => ({ word, count }));
  return {
    statistics,
    uniqueWords: frequencies.size,
    averageWordLength: counted === 0 ? 0 : letters / counted,
    averageSentenceLength: statistics.sentences === 0 ? 0 : statistics.words / statistics.sentences,
    longestWord,
    topWords,
  };
}

// ---------------------------------------------------------------------------------------------
// Case conversions

/**
 * UPPER CASE.
 * @example toUpperCaseText("Hello") // "HELLO"
 */
export function toUpperCaseText(text: string): string {
  return text.toUpperCase();
}

/**
 * lower case.
 * @example toLowerCaseText("Hello") // "hello"
 */
export function toLowerCaseText(text: string): string {
  return text.toLowerCase();
}

const letterPattern = /\p{L}/u;
const numberCharacterPattern = /\p{N}/u;

function isLetterCode(code: number, character: string): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  return letterPattern.test(character);
}

function isNumberCode(code: number, character: string): boolean {
  if (code < 0x80) return code >= 0x30 && code <= 0x39;
  return numberCharacterPattern.test(character);
}
const closingPunctuation = new Set([")", "]", '"', "'", "’", "”"]);

/**
 * Sentence case: lower case with a capital first letter in each sentence. A sentence starts the
 * text, follows '.', '!' or '?' (and any closing quote or bracket) plus whitespace, or follows a
 * blank line. A hand-written scan rather than a regular expression keeps it linear on any input.
 * @example toSentenceCase("HELLO there. how ARE you? fine") // "Hello there. How are you? Fine"
 */
export function toSentenceCase(text: string): string {
  const lower = text.toLowerCase();
  const chunks: string[] = [];
  let copiedUpTo = 0;
  let capitalizeNext = true;
  let afterTerminator = false;
  let newlinesInGap = 0;
  for (let index = 0; index < lower.length;) {
    const code = lower.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(code);
    if (isLetterCode(code, character)) {
      if (capitalizeNext) {
        chunks.push(lower.slice(copiedUpTo, index), character.toUpperCase());
        copiedUpTo = index + character.length;
      }
      capitalizeNext = false;
      afterTerminator = false;
      newlinesInGap = 0;
    } else if (isWhitespaceCode(code)) {
      if (afterTerminator) capitalizeNext = true;
      afterTerminator = false;
      if (code === 0x0a) {
        newlinesInGap += 1;
        if (newlinesInGap >= 2) capitalizeNext = true;
      }
    } else if (code === 0x2e || code === 0x21 || code === 0x3f) {
      afterTerminator = true;
      newlinesInGap = 0;
    } else {
      if (isNumberCode(code, character)) capitalizeNext = false;
      if (!closingPunctuation.has(character)) afterTerminator = false;
      newlinesInGap = 0;
    }
    index += character.length;
  }
  chunks.push(lower.slice(copiedUpTo));
  return chunks.join("");
}

/**
 * Title Case: every whitespace-separated word gets a capital first letter and the rest lower
 * case. Leading punctuation such as '(' or '"' is skipped; a word starting with a digit keeps its
 * letters lower case.
 * @example toTitleCase("the QUICK (brown) fox") // "The Quick (Brown) Fox"
 */
export function toTitleCase(text: string): string {
  const lower = text.toLowerCase();
  const chunks: string[] = [];
  let copiedUpTo = 0;
  let atWordStart = true;
  for (let index = 0; index < lower.length;) {
    const code = lower.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(code);
    if (isWhitespaceCode(code)) {
      atWordStart = true;
    } else if (isLetterCode(code, character)) {
      if (atWordStart) {
        chunks.push(lower.slice(copiedUpTo, index), character.toUpperCase());
        copiedUpTo = index + character.length;
      }
      atWordStart = false;
    } else if (isNumberCode(code, character)) {
      atWordStart = false;
    }
    index += character.length;
  }
  chunks.push(lower.slice(copiedUpTo));
  return chunks.join("");
}

// 'don't' should read as one word, not 'don' + 't'.
const innerApostrophe = /(\p{L})['’](?=\p{L})/gu;

function perLine(convert: (line: string) => string): (text: string) => string {
  return (text) => {
    if (text === "") return "";
    return text
      .split("\n")
      .map((line) => convert(line.replace(innerApostrophe, "$1")))
      .join("\n");
  };
}

const joinedOptions: PascalCaseOptions = { mergeAmbiguousCharacters: true };

// The converters and tool lists below are made by calls marked pure, so that a bundle needing only
// some of the tools (the page's early answer, src/early-answers/text-tools.ts) leaves the rest out.

/**
 * camelCase, one identifier per line.
 * @example toCamelCase("the quick brown fox") // "theQuickBrownFox"
 */
export const toCamelCase = /* @__PURE__ */ perLine((line) => camelCase(line, joinedOptions));

/**
 * PascalCase, one identifier per line.
 * @example toPascalCase("the quick brown fox") // "TheQuickBrownFox"
 */
export const toPascalCase = /* @__PURE__ */ perLine((line) => pascalCase(line, joinedOptions));

/**
 * snake_case, one identifier per line.
 * @example toSnakeCase("The Quick brownFox") // "the_quick_brown_fox"
 */
export const toSnakeCase = /* @__PURE__ */ perLine((line) => snakeCase(line));

/**
 * kebab-case, one identifier per line.
 * @example toKebabCase("The Quick brownFox") // "the-quick-brown-fox"
 */
export const toKebabCase = /* @__PURE__ */ perLine((line) => kebabCase(line));

const caseConverters: Readonly<Record<CaseStyle, (text: string) => string>> = {
  upper: toUpperCaseText,
  lower: toLowerCaseText,
  title: toTitleCase,
  sentence: toSentenceCase,
  camel: toCamelCase,
  pascal: toPascalCase,
  snake: toSnakeCase,
  kebab: toKebabCase,
};

function withConverters<Id extends string>(
  names: readonly ToolName<Id>[],
  converters: Readonly<Record<Id, (text: string) => string>>,
): TextTool<Id>[] {
  return names.map(({ id, label }) => ({ id, label, convert: converters[id] }));
}

export const caseConversions: readonly TextTool<CaseStyle>[] = /* @__PURE__ */ withConverters(
  caseStyleNames,
  caseConverters,
);

// ---------------------------------------------------------------------------------------------
// Transforms

/**
 * Reverses the text by grapheme, so emoji and accented letters survive.
 * @example reverseText("noël 😀") // "😀 lëon"
 */
export function reverseText(text: string): string {
  return reverseGraphemes(text);
}

/**
 * Reverses the order of the words on each line; the spacing between them is mirrored too.
 * @example reverseWords("one two  three") // "three  two one"
 */
export function reverseWords(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      // Leading and trailing whitespace (an indent, a CR before LF) stays where it is.
      let coreStart = 0;
      while (coreStart < line.length && isWhitespaceCode(line.charCodeAt(coreStart)))
        coreStart += 1;
      let coreEnd = line.length;
      while (coreEnd > coreStart && isWhitespaceCode(line.charCodeAt(coreEnd - 1))) coreEnd -= 1;
      const core = line.slice(coreStart, coreEnd).split(/(\s+)/).reverse().join("");
      return line.slice(0, coreStart) + core + line.slice(coreEnd);
    })
    .join("\n");
}

/**
 * Collapses runs of spaces and tabs into one space and trims each line; line breaks stay.
 * @example removeExtraSpaces("  a   b \n c\t\td ") // "a b\nc d"
 */
export function removeExtraSpaces(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[^\S\n]+/g, " ").trim())
    .join("\n");
}

/**
 * Removes punctuation (Unicode category P: . , ; : ! ? ' " - ( ) and the like).
 * @example removePunctuation("Hello, world! It's fine.") // "Hello world Its fine"
 */
export function removePunctuation(text: string): string {
  return text.replace(/\p{P}+/gu, "");
}

/**
 * Removes digits.
 * @example removeNumbers("Room 101, floor 3") // "Room , floor "
 */
export function removeNumbers(text: string): string {
  return text.replace(/\p{Nd}+/gu, "");
}

// A minus belongs to the number only where it does not join two words, as in 2020-01-05.
const numberPattern = /(?:(?<![\p{L}\p{N}])-)?\d+(?:[.,]\d+)*/gu;

/**
 * Every number in the text, one per line (signs, decimals and thousands separators kept).
 * @example extractNumbers("Pay 1,250.50 by 2024-06-01, not -3") // "1,250.50\n2024\n06\n01\n-3"
 */
export function extractNumbers(text: string): string {
  return (text.match(numberPattern) ?? []).join("\n");
}

const emailLocalCharacter = /[\p{L}\p{N}._%+-]/u;
const emailDomainCharacter = /[\p{L}\p{N}.-]/u;
const emailDomainShape = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/**
 * Every e-mail address in the text, one per line, each once. Scans outwards from each '@' so
 * the work stays linear however the text looks.
 * @example extractEmails("Write to ana@example.com or bo.li@mail.example.org.") // "ana@example.com\nbo.li@mail.example.org"
 */
export function extractEmails(text: string): string {
  const found = new Set<string>();
  let searchFrom = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > searchFrom && emailLocalCharacter.test(text.charAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < text.length && emailDomainCharacter.test(text.charAt(end))) end += 1;
    let domain = text.slice(at + 1, end);
    domain = domain.replace(/[.-]+$/, "");
    let local = text.slice(start, at);
    local = local.replace(/^[.]+/, "");
    if (local !== "" && emailDomainShape.test(domain)) found.add(`${local}@${domain}`);
    searchFrom = at + 1;
  }
  return [...found].join("\n");
}

const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

function countCharacter(text: string, character: string): number {
  let count = 0;
  for (
    let index = text.indexOf(character);
    index !== -1;
    index = text.indexOf(character, index + 1)
  ) {
    count += 1;
  }
  return count;
}

/** Drops trailing sentence punctuation, and closing brackets the URL never opened. */
function trimUrl(url: string): string {
  let unmatchedParens = countCharacter(url, ")") - countCharacter(url, "(");
  let unmatchedBrackets = countCharacter(url, "]") - countCharacter(url, "[");
  let end = url.length;
  while (end > 0) {
    const last = url.charAt(end - 1);
    if (".,;:!?".includes(last)) {
      end -= 1;
    } else if (last === ")" && unmatchedParens > 0) {
      unmatchedParens -= 1;
      end -= 1;
    } else if (last === "]" && unmatchedBrackets > 0) {
      unmatchedBrackets -= 1;
      end -= 1;
    } else {
      break;
    }
  }
  return url.slice(0, end);
}

/**
 * Every web address (http, https or www.) in the text, one per line, each once.
 * @example extractUrls("See https://example.com/a?b=1, or (www.example.org).") // "https://example.com/a?b=1\nwww.example.org"
 */
export function extractUrls(text: string): string {
  const found = new Set<string>();
  for (const match of text.matchAll(urlPattern)) {
    const url = trimUrl(match[0]);
    if (!/^(?:https?:\/\/|www\.)$/i.test(url)) found.add(url);
  }
  return [...found].join("\n");
}

const transformConverters: Readonly<Record<TransformId, (text: string) => string>> = {
  reverseText,
  reverseWords,
  removeExtraSpaces,
  removePunctuation,
  removeNumbers,
  extractNumbers,
  extractEmails,
  extractUrls,
};

export const textTransforms: readonly TextTool<TransformId>[] = /* @__PURE__ */ withConverters(
  transformNames,
  transformConverters,
);

/**
 * Runs every tool of a list over the text (empty text gives empty outputs).
 * @example runTextTools(caseConversions, "hi")[0] // { id: "upper", label: "UPPER CASE", output: "HI" }
 */
export function runTextTools(tools: readonly TextTool<string>[], text: string): ToolOutput[] {
  return tools.map((tool) => ({
    id: tool.id,
    label: tool.label,
    output: text === "" ? "" : tool.convert(text),
  }));
}

export interface TextResults extends ViewOutputs {
  statistics: TextStatistics;
}

/**
 * What one view of the page shows besides the statistics: only the visible view's outputs (so a
 * large text is not run through tools nobody is looking at), or the analysis for the stats view.
 * @example viewOutputs("hi", "case").outputs[0]?.output // "HI"
 */
export function viewOutputs(text: string, view: TextView): ViewOutputs {
  if (text === "") return emptyViewOutputs(view);
  if (view === "stats") return { outputs: [], analysis: analyzeText(text) };
  const tools = view === "case" ? caseConversions : textTransforms;
  return { outputs: runTextTools(tools, text), analysis: null };
}

/**
 * Everything one view of the page shows: the statistics and the view's outputs.
 * @example textResults("hi", "case").statistics.characters // 2
 */
export function textResults(text: string, view: TextView): TextResults {
  const outputs = viewOutputs(text, view);
  return { statistics: outputs.analysis?.statistics ?? textStatistics(text), ...outputs };
}
