/**
 * The quick-convert box's reading of a typed question such as '5 ft 9 in to cm', '37c to f',
 * '1 1/2 cups in tbsp' or 'meters to feet', answered by the same converters as the pages, in their
 * formats. Whatever is typed gives an answer, nothing, or one line saying what is missing; it never
 * throws and never guesses between two readings silently: a name with two meanings (a gallon, a
 * TB) is read as the converters read it, and the answer says so and gives the other reading.
 */
import { type ConverterId } from "../measures";
import {
  converters,
  findKnownUnit,
  knownUnitNames,
  measures,
  measureVariants,
} from "../measures/all";
import { exact, product, quotient, toNumber } from "../measures/exact";
import { acceptInput, parseNumericText } from "../input";
import { formatTrimmed } from "../number-format";
import { fractionGlyphs } from "../fraction-glyphs";
import { withUnitSymbol } from "../result-format";
import { pairHeading, pairSlug, unitNames } from "../unit-pairs/names";
import { excerpt, quickConvertMessages as messages } from "./messages";
import { closeUnits, readUnit, type UnitReading } from "./unit-index";
import { answerDownloadQuestion, type DownloadAnswer } from "./download-time";
import { howManyPattern, separatorPattern } from "./question-forms";
import { answerIngredientQuestion, type IngredientQuestionAnswer } from "./ingredient-question";

export type QuickAnswer =
  | { kind: "empty" }
  | Extract<DownloadAnswer, { kind: "download-time" }>
  | Extract<IngredientQuestionAnswer, { kind: "ingredient" }>
  | { kind: "error"; message: string }
  | {
      kind: "answer";
      measure: ConverterId;
      from: string;
      to: string;
      /** The amount in the unit converted from (5 ft 9 in is 5.75 ft). */
      value: number;
      /** What was understood, e.g. '5 ft 9 in'. */
      sourceText: string;
      /** The converter's result, e.g. '175.26 cm'. */
      resultText: string;
      /**
       * Where a unit's name has two meanings: which one was read and the answer in the other,
       * e.g. 'In UK (imperial) units, 1 gal (UK) = 4.54609 L.'; else null.
       */
      note: string | null;
      /** The pair page, e.g. feet-to-centimeters; null for a unit converted into itself. */
      pair: { slug: string; heading: string } | null;
      /** The converter's units for a link (a TiB is its TB); null if a unit is not in it. */
      link: { from: string; to: string } | null;
      /** The amount as the converter's Value field takes it, for a link; null if it cannot. */
      valueText: string | null;
    };

/** Longer text is no conversion, and the box stops reading it. */
export const quickQueryMaxLength = 120;

/** How good a failed reading was, lowest best: the line of the best one is shown. */
const rank = { understood: 0, noTarget: 1, badTarget: 2, badSource: 3 } as const;

interface Failure {
  kind: "error";
  message: string;
  rank: number;
}

type Answer = Extract<QuickAnswer, { kind: "answer" }>;

function fail(message: string, level: number): Failure {
  return { kind: "error", message, rank: level };
}

/**
 * Words with meanings too far apart to pick one (a ton is 1,000 kg, 2,000 lb or 2,240 lb), and
 * what to say instead: each measure's `unread` words (its variants.ts).
 */
const ambiguousWords: ReadonlyMap<string, (word: string) => string> = new Map(
  Object.values(measureVariants).flatMap((variants) =>
    Object.entries(variants.unread ?? {}).map(
      ([word, say]) => [word, (typed: string) => say(excerpt(typed))] as const,
    ),
  ),
);

/** The unit of a bare number after this one (its names' nextSmaller): 5 ft 9 is 5 ft 9 in. */
function nextSmallerOf(reading: UnitReading | undefined): string | undefined {
  return reading && unitNames(reading.measure, reading.key)?.nextSmaller;
}

/**
 * The typed text with typography evened out: dashes as minus signs, quotes and primes after a
 * number as feet and inches, ½ as 1/2, no 'convert' or 'what is' in front, no '?' at the end.
 * @example tidyQuery("What is 5′9″ in cm?") // "5 ft 9 in in cm"
 */
export function tidyQuery(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2212\u2013\u2014]/g, "-")
    .replace(/[\u00a0\u2007\u2009\u202f]/g, " ")
    .replace(/[’‘′`´]/g, "'")
    .replace(/[“”″]/g, '"')
    .replace(/(\d)\s*(?:''|")/g, "$1 in ")
    .replace(/(\d)\s*'/g, "$1 ft ")
    .replace(
      /(\d?)\s*([½⅓⅔¼¾⅛⅜⅝⅞])/g,
      (_match, whole: string, fraction: string) =>
        `${whole === "" ? "" : `${whole} `}${fractionGlyphs[fraction] ?? fraction} `,
    )
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:please )?(?:convert|change|what(?:'s| is| are)|how much is) /i, "")
    .replace(/[\s?!.]+$/, "")
    .replace(/^[\s?]+/, "");
}

interface NumberToken {
  value: number;
  text: string;
  end: number;
}

// What can be a number here, as the fields read it (src/lib/number-reading.ts): a mixed or simple
// fraction, or digits with commas and a point and an exponent. Spaces around a slash are allowed.
const numberPattern =
  /[-+]?(?:\d+ +\d+ *\/ *\d+(?![\d.])|\d+ *\/ *\d+(?![\d.])|(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+(?![a-z]))?)/iy;

/**
 * Reads a number at a position with the fields' reader (parseNumericText): 5, -40, 1,000, 1,5, .5,
 * 1/2, 1 1/2, 2e3.
 */
function readNumber(text: string, start: number): NumberToken | Failure | null {
  numberPattern.lastIndex = start;
  const match = numberPattern.exec(text);
  if (!match) return null;
  const typed = match[0];
  const parsed = parseNumericText(typed.replace(/^\+/, "").replace(/ *\/ */, "/"));
  if (parsed.kind !== "number") {
    const huge = Math.abs(Number(typed.replaceAll(",", ""))) === Infinity;
    return huge
      ? fail(messages.tooLarge, rank.understood)
      : fail(messages.unreadableNumber(typed), rank.badSource);
  }
  return { value: parsed.value, text: typed.trim(), end: numberPattern.lastIndex };
}

function isDigit(character: string): boolean {
  return character >= "0" && character <= "9";
}

/** The longest a unit can be, in characters ('litres per 100 kilometres'). */
const longestUnit = 40;

interface UnitToken {
  text: string;
  readings: UnitReading[];
  end: number;
}

/**
 * Reads the unit at a position: the longest known unit ending at a space, before a number, or at
 * the end ('ft' in 'ft9in', 'm2' in '5m2', 'l/100km'); otherwise the words up to the next number,
 * with no readings.
 */
function readUnitAt(text: string, start: number): UnitToken | null {
  if (start >= text.length || isDigit(text.charAt(start))) return null;
  let best: UnitToken | null = null;
  const last = Math.min(text.length, start + longestUnit);
  for (let end = start + 1; end <= last; end += 1) {
    const next = text.charAt(end);
    const atBoundary =
      end === text.length || next === " " || (isDigit(next) && !isDigit(text.charAt(end - 1)));
    if (!atBoundary) continue;
    const candidate = text.slice(start, end).trim();
    if (candidate === "") continue;
    const ambiguous = ambiguousWords.has(candidate.toLowerCase());
    const readings = ambiguous ? [] : readUnit(candidate);
    if (readings.length > 0 || ambiguous) best = { text: candidate, readings, end };
  }
  if (best) return best;
  const nextNumber = /\s[-+]?[\d.]/g;
  nextNumber.lastIndex = start;
  const found = nextNumber.exec(text);
  const end = found ? found.index : text.length;
  const unknown = text.slice(start, end).trim();
  return unknown === "" ? null : { text: unknown, readings: [], end };
}

interface Amount {
  number: NumberToken | null;
  unit: UnitToken | null;
}

/** Splits a side into amounts: '5 ft 9 in' is [5 ft] [9 in]; 'a mile' is [1 mile]. */
function readAmounts(text: string): Amount[] | Failure {
  const amounts: Amount[] = [];
  let position = 0;
  const article = /^(?:an?|one) (?=\D)/i.exec(text);
  let implicitOne = article !== null;
  if (article) position = article[0].length;
  while (position < text.length) {
    while (text.charAt(position) === " ") position += 1;
    if (position >= text.length) break;
    const number = implicitOne ? null : readNumber(text, position);
    if (number && "kind" in number) return number;
    let unitStart = number ? number.end : position;
    while (text.charAt(unitStart) === " ") unitStart += 1;
    const unit = readUnitAt(text, unitStart);
    const one: NumberToken = { value: 1, text: "1", end: position };
    if (!number && !unit)
      return fail(messages.unreadableNumber(text.slice(position)), rank.badSource);
    amounts.push({ number: implicitOne ? one : number, unit });
    implicitOne = false;
    position = unit ? unit.end : (number?.end ?? text.length);
  }
  return amounts;
}

function isFailure<T>(value: T | Failure): value is Failure {
  return typeof value === "object" && value !== null && "kind" in value && value.kind === "error";
}

function pluralName(reading: UnitReading): string {
  return knownUnitNames(reading.measure, reading.key)?.plural ?? reading.key;
}

/**
 * A unit's symbol in an answer: the converter's, or one that says which unit it is where its name
 * has two meanings ('gal (US)').
 * @example answerSymbol("volume", "gallon") // "gal (US)"
 * @example answerSymbol("length", "foot") // "ft"
 */
export function answerSymbol(measure: ConverterId, key: string): string {
  const variants = measureVariants[measure];
  const suffix = variants.ambiguous[key] ? (variants.reading.symbolSuffix ?? "") : "";
  return `${findKnownUnit(measure, key)?.symbol ?? key}${suffix}`;
}

const symbolOf = answerSymbol;

function counterpartOf(reading: UnitReading): string {
  return (
    knownUnitNames(reading.measure, reading.key)?.counterpart ??
    converters[reading.measure].defaultTo
  );
}

/**
 * A value converted between two units of a measure: by the converter when both are its units,
 * else exactly through the definitions (a variant such as the UK gallon); null when it cannot.
 */
function convertIn(measure: ConverterId, value: number, from: string, to: string): number | null {
  const config = converters[measure];
  if (config.isUnit(from) && config.isUnit(to)) return config.convert(value, from, to);
  const source = findKnownUnit(measure, from)?.exact;
  const target = findKnownUnit(measure, to)?.exact;
  if (!source || !target || !Number.isFinite(value)) return null;
  const result = toNumber(product(exact(value), quotient(source, target)));
  return Number.isFinite(result) ? result : null;
}

/** A value in a unit, as the converter formats its results, with the answer's symbol. */
function formatIn(measure: ConverterId, value: number, key: string): string {
  const symbol = answerSymbol(measure, key);
  return converters[measure].formatResult(value, { key, label: symbol, symbol, group: null });
}

/**
 * The converter unit a link opens for a unit: itself, or the converter's unit of exactly the same
 * size (a TiB is the converter's TB); null when there is none.
 */
function linkKey(measure: ConverterId, key: string): string | null {
  const config = converters[measure];
  // Exact conversions: 1 KiB is 1 KB exactly, and no two other units are within a rounding.
  return config.isUnit(key)
    ? key
    : (config.units.find((unit) => convertIn(measure, 1, key, unit.key) === 1)?.key ?? null);
}

interface ReadAmount {
  value: number;
  key: string;
  /** As typed, e.g. 'gallons'; null for a unit the answer chose (the counterpart). */
  text: string | null;
}

/**
 * The note of an answer that read a name of two meanings: the reading used, and the same question
 * answered in the other meaning of each such unit. Null when no unit's name had two meanings.
 */
function readingNote(measure: ConverterId, amounts: ReadAmount[], to: ReadAmount): string | null {
  const { ambiguous, reading } = measureVariants[measure];
  const readings = new Set<string>();
  const otherKey = ({ key, text }: ReadAmount) => {
    const other = ambiguous[key]?.[0];
    if (!other || (text !== null && reading.namedWhen?.test(text))) return key;
    readings.add(other.reading);
    return other.key;
  };
  const otherAmounts = amounts.map((amount) => ({ ...amount, key: otherKey(amount) }));
  const otherTo = otherKey(to);
  if (readings.size === 0) return null;
  const otherFrom = otherAmounts[0]?.key ?? "";
  let total = 0;
  for (const amount of otherAmounts)
    total += convertIn(measure, amount.value, amount.key, otherFrom) ?? Number.NaN;
  const result = convertIn(measure, total, otherFrom, otherTo);
  // The same unit on both sides ('1 TB in TB') has nothing to say in the other reading.
  const trivial = otherAmounts.length === 1 && otherFrom === otherTo;
  const parts = [reading.used];
  if (!trivial && result !== null && Number.isFinite(result)) {
    const source = otherAmounts
      .map((amount) =>
        withUnitSymbol(formatTrimmed(amount.value, 6, true), answerSymbol(measure, amount.key)),
      )
      .join(" ");
    parts.push(`${reading.other([...readings])} ${source} = ${formatIn(measure, result, otherTo)}`);
  }
  const said = parts.filter((part): part is string => part !== null);
  return said.length > 0 ? `${said.join("; ")}.` : null;
}

/**
 * The line for a word that is no unit, with the closest units as suggestions: only those of the
 * measure the other side is in, when it has some ('12 lbz to kg' suggests pounds, not the
 * pounds-force a kilogram cannot be converted into).
 */
function unknownUnit(unit: UnitToken, level: number, preferred?: ConverterId): Failure {
  const explain = ambiguousWords.get(unit.text.toLowerCase());
  if (explain) return fail(explain(unit.text), rank.understood);
  const close = closeUnits(unit.text, preferred);
  const convertible = close.filter((reading) => reading.measure === preferred);
  const suggestions = (convertible.length > 0 ? convertible : close).map(pluralName);
  return fail(messages.unknownUnit(unit.text, suggestions), level);
}

/** The first measure that every side can be read in, in the order of the first unit's readings. */
function commonMeasure(sides: UnitReading[][]): ConverterId | undefined {
  const [first, ...others] = sides;
  return first?.find((reading) =>
    others.every((side) => side.some((other) => other.measure === reading.measure)),
  )?.measure;
}

/** The measures an ingredient's figure joins: a volume of it weighs so much. */
const ingredientMeasures: readonly ConverterId[] = ["volume", "weight"];

function differentMeasures(
  a: UnitReading,
  b: UnitReading,
  aText: string,
  bText: string,
  amountText: string,
): Failure {
  // 'degrees' next to a temperature scale is more likely a temperature with its scale left out.
  const degreesAndTemperature =
    [a, b].some((reading) => measures[reading.measure].temperatureScales) &&
    [a, b].some((reading) => knownUnitNames(reading.measure, reading.key)?.alsoTemperature);
  if (degreesAndTemperature) {
    const word = measures[a.measure].temperatureScales ? bText : aText;
    return fail(messages.degreesOfWhat(word), rank.understood);
  }
  const line = messages.differentMeasures(
    pluralName(a),
    converters[a.measure].measureName,
    pluralName(b),
    converters[b.measure].measureName,
  );
  // A volume into a weight needs an ingredient: say how to name one.
  const weighing =
    a.measure !== b.measure &&
    [a, b].every((reading) => ingredientMeasures.includes(reading.measure));
  return fail(
    weighing ? messages.nameTheIngredient(line, `${amountText} ${aText} flour in ${bText}`) : line,
    rank.understood,
  );
}

function readingIn(readings: UnitReading[], measure: ConverterId): UnitReading | undefined {
  return readings.find((reading) => reading.measure === measure);
}

/**
 * The amount as the converter's Value field would take it: a fraction as typed where the field
 * reads it so (a third stays 1/3), else in 12 significant digits at most.
 */
function fieldValue(measure: ConverterId, value: number, typed: string | undefined): string | null {
  if (typed?.includes("/")) {
    const asTyped = acceptInput(typed, converters[measure].inputRule);
    if (asTyped.accepted && asTyped.value === typed) return typed;
  }
  const text = String(Number(value.toPrecision(12)));
  if (text.includes("e")) return null;
  const decision = acceptInput(text, converters[measure].inputRule);
  return decision.accepted && decision.value === text ? text : null;
}

/** Converts amounts (already read) into a target text, or into the first unit's counterpart. */
function convertAmounts(amounts: Amount[], targetText: string | null): Answer | Failure {
  // Amounts must have units; a trailing bare number takes the next smaller unit (5 ft 9).
  const firstKnown = amounts.find((amount) => (amount.unit?.readings.length ?? 0) > 0);
  // A word that is no unit gets suggestions in the measure of a unit that was read, if any.
  const readings = firstKnown?.unit?.readings ?? (targetText === null ? [] : readUnit(targetText));
  for (const amount of amounts) {
    if (amount.unit && amount.unit.readings.length === 0) {
      return unknownUnit(amount.unit, rank.badSource, readings[0]?.measure);
    }
  }
  const complete: { value: number; numberText: string; unit: UnitToken }[] = [];
  for (const [position, amount] of amounts.entries()) {
    const previous = complete.at(-1);
    if (amount.unit === null) {
      const number = amount.number?.text ?? "";
      const previousReading = previous?.unit.readings[0];
      const smaller = nextSmallerOf(previousReading);
      if (previousReading && smaller !== undefined && position === amounts.length - 1) {
        const measure = previousReading.measure;
        complete.push({
          value: amount.number?.value ?? 0,
          numberText: number,
          unit: { text: symbolOf(measure, smaller), readings: [{ measure, key: smaller }], end: 0 },
        });
        continue;
      }
      if (amounts.length === 1 && targetText !== null) {
        const target = readUnit(targetText)[0];
        const example = target
          ? `${symbolOf(target.measure, counterpartOf(target))} to ${targetText}`
          : "ft to cm";
        return fail(messages.numberWithoutFromUnit(number, example), rank.badSource);
      }
      return fail(
        amounts.length === 1 ? messages.numberWithoutUnit(number) : messages.bareNumber(number),
        rank.badSource,
      );
    }
    if (amount.number === null) {
      // Only a lone unit may go without a number ('meters to feet' converts 1).
      if (amounts.length > 1) return fail(messages.numberAfterTarget, rank.badSource);
      complete.push({ value: 1, numberText: "1", unit: amount.unit });
      continue;
    }
    complete.push({
      value: amount.number.value,
      numberText: amount.number.text,
      unit: amount.unit,
    });
  }

  const first = complete[0];
  if (!first) return fail(messages.nothingToConvert("5 ft to cm"), rank.badSource);

  let targetReadings: UnitReading[] | null = null;
  if (targetText !== null) {
    if (/^[-+]?[\d.]/.test(targetText)) return fail(messages.numberAfterTarget, rank.badTarget);
    const ambiguous = ambiguousWords.has(targetText.toLowerCase());
    targetReadings = ambiguous ? [] : readUnit(targetText);
    if (targetReadings.length === 0) {
      return unknownUnit(
        { text: targetText, readings: [], end: 0 },
        rank.badTarget,
        first.unit.readings[0]?.measure,
      );
    }
  }

  const sides = complete.map((amount) => amount.unit.readings);
  const measure = commonMeasure(targetReadings ? [...sides, targetReadings] : sides);
  if (measure === undefined) {
    const a = first.unit.readings[0] as UnitReading;
    const mismatched =
      targetReadings && !commonMeasure([first.unit.readings, targetReadings])
        ? { reading: targetReadings[0] as UnitReading, text: targetText ?? "" }
        : (complete
            .map((amount) => ({
              reading: amount.unit.readings[0] as UnitReading,
              text: amount.unit.text,
            }))
            .find(({ reading }) => !commonMeasure([first.unit.readings, [reading]])) ?? {
            reading: a,
            text: first.unit.text,
          });
    return differentMeasures(
      a,
      mismatched.reading,
      first.unit.text,
      mismatched.text,
      first.numberText,
    );
  }

  const config = converters[measure];
  const keys = complete.map((amount) => readingIn(amount.unit.readings, measure)?.key ?? "");
  const from = keys[0] ?? "";
  const to = targetReadings
    ? (readingIn(targetReadings, measure)?.key ?? "")
    : counterpartOf({ measure, key: from });
  if (complete.length > 1 && !measures[measure].amountsAdd) {
    return fail(messages.cannotAdd(config.measureName), rank.understood);
  }

  let value = 0;
  for (const [position, amount] of complete.entries()) {
    const key = keys[position] ?? "";
    const inFrom = key === from ? amount.value : convertIn(measure, amount.value, key, from);
    if (inFrom === null) return fail(messages.tooLarge, rank.understood);
    value += inFrom;
  }
  if (!Number.isFinite(value)) return fail(messages.tooLarge, rank.understood);
  if (config.validate(value) !== null) {
    return fail(
      value < 0 ? messages.notNegative(config.measureName) : messages.aboveZero(config.measureName),
      rank.understood,
    );
  }
  const result = convertIn(measure, value, from, to);
  if (result === null) return fail(messages.tooLarge, rank.understood);
  const resultText = formatIn(measure, result, to);
  if (/NaN|Infinity/.test(resultText)) return fail(messages.tooLarge, rank.understood);

  const link = { from: linkKey(measure, from), to: linkKey(measure, to) };
  const linked = link.from !== null && link.to !== null ? { from: link.from, to: link.to } : null;
  const withPages = (key: string) => unitNames(measure, key)?.withoutPairPages !== true;
  // A measure of many units lists the pairs that have a page; the others have one for every pair.
  const listed = measures[measure].pairPages;
  const hasPage = (from: string, to: string) =>
    withPages(from) &&
    withPages(to) &&
    (!listed || listed.some((pair) => pair[0] === from && pair[1] === to));
  const slug =
    linked && hasPage(linked.from, linked.to)
      ? pairSlug(measure, linked.from, linked.to)
      : undefined;
  const heading = linked && pairHeading(measure, linked.from, linked.to);
  const note = readingNote(
    measure,
    complete.map((amount, position) => ({
      value: amount.value,
      key: keys[position] ?? "",
      text: amount.unit.text,
    })),
    { value: 0, key: to, text: targetText },
  );
  return {
    kind: "answer",
    measure,
    from,
    to,
    value,
    sourceText: complete
      .map((amount, position) =>
        withUnitSymbol(
          formatTrimmed(amount.value, 6, true),
          symbolOf(measure, keys[position] ?? ""),
        ),
      )
      .join(" "),
    resultText,
    note,
    pair:
      linked && linked.from !== linked.to && slug !== undefined && heading
        ? { slug, heading }
        : null,
    link: linked,
    // Amounts in several units go as typed ('5 ft 9 in'), which the Value field reads in its unit.
    valueText: !linked
      ? null
      : complete.length > 1
        ? complete
            .map(({ numberText }, position) =>
              withUnitSymbol(numberText, symbolOf(measure, keys[position] ?? "")),
            )
            .join(" ")
        : fieldValue(measure, value, complete[0]?.numberText),
  };
}

function attempt(source: string, target: string | null): Answer | Failure {
  const trimmedSource = source.trim();
  const trimmedTarget = target?.trim().replace(/^\?\s*/, "") ?? null;
  if (trimmedSource === "") {
    const reading = trimmedTarget === null ? undefined : readUnit(trimmedTarget)[0];
    const example = reading
      ? `1 ${symbolOf(reading.measure, counterpartOf(reading))} to ${trimmedTarget ?? ""}`
      : "1 in to cm";
    return fail(messages.nothingToConvert(example), rank.badSource);
  }
  const amounts = readAmounts(trimmedSource);
  if (isFailure(amounts)) return amounts;
  if (trimmedTarget === "") {
    const understood = convertAmounts(amounts, null);
    if (understood.kind === "error") return understood;
    const example = `${understood.sourceText} to ${symbolOf(understood.measure, understood.to)}`;
    return fail(messages.nothingToConvertInto(example), rank.noTarget);
  }
  // '5 kg lb' and 'c f': a last unit without a number is what to convert into.
  const last = amounts.at(-1);
  if (trimmedTarget === null && amounts.length > 1 && last && last.number === null && last.unit) {
    return convertAmounts(amounts.slice(0, -1), last.unit.text);
  }
  return convertAmounts(amounts, trimmedTarget);
}

/** The most splits at one kind of separator that are tried. */
const maxSplits = 3;

/** Every way of splitting the text at a separator, the likeliest first. */
function splits(text: string): { source: string; target: string | null }[] {
  const found = [...text.matchAll(separatorPattern)].map((match) => ({
    source: text.slice(0, match.index),
    target: text.slice(match.index + match[0].length).trim(),
    isIn: match[0].toLowerCase() === "in",
  }));
  const withTarget = found.filter((split) => split.target !== "");
  const withoutTarget = found.filter((split) => split.target === "");
  // A handful of readings is plenty for a real question and keeps odd text fast to answer.
  return [
    ...withTarget.filter((split) => !split.isIn).slice(0, maxSplits),
    ...withTarget
      .filter((split) => split.isIn)
      .reverse()
      .slice(0, maxSplits),
    { source: text, target: null },
    ...withoutTarget.slice(0, 1),
  ];
}

/**
 * Answers a typed conversion question with the converters' own result and format.
 * @example (answerQuickQuery("5 ft 9 in to cm") as { resultText: string }).resultText // "175.26 cm"
 * @example answerQuickQuery("5 kg to m").kind // "error"
 * @example (answerQuickQuery("1 GB (decimal) at 100 Mbps") as { resultText: string }).resultText // "1 min 20 s"
 * @example (answerQuickQuery("2 cups flour in g") as { resultText: string }).resultText // "240 g"
 */
export function answerQuickQuery(typed: string): QuickAnswer {
  if (typed.length > quickQueryMaxLength) return { kind: "error", message: messages.tooLong };
  const text = tidyQuery(typed);
  if (text === "") return { kind: "empty" };
  // '10 GB at 100 Mbps': how long a download takes.
  const download = answerDownloadQuestion(text);
  if (download) return download;
  // '2 cups flour in g': an amount of an ingredient, through its grams per cup.
  const ingredient = answerIngredientQuestion(text);
  if (ingredient) return ingredient;
  const howMany = howManyPattern.exec(text);
  const candidates = howMany
    ? [{ source: howMany[2] ?? "", target: howMany[1] ?? "" }]
    : splits(text);
  let best: Failure | undefined;
  for (const candidate of candidates) {
    const outcome = attempt(candidate.source, candidate.target);
    if (outcome.kind === "answer") return outcome;
    if (!best || outcome.rank < best.rank) best = outcome;
  }
  return { kind: "error", message: best?.message ?? messages.nothingToConvert("5 ft to cm") };
}
