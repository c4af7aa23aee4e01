/**
 * The calculator: reads a query ('5 ft + 3 in in cm', '15% of 80', 'how many tbsp in 1/3 cup'),
 * computes it exactly, and writes the answer in the unit asked for, or in one it typed, with how it
 * read the query. It never throws: every reading that fails becomes one line saying why.
 */
import { converters, knownUnitNames } from "../measures/all";
import type { ConverterId } from "../measures";
import { tidyQuery } from "../quick-convert/answer";
import { withUnitSymbol } from "../result-format";
import { readUnit } from "../quick-convert/unit-index";
import {
  baseUnitText,
  isDimensionless,
  measureKinds,
  sameDimension,
  type Dimension,
} from "./dimensions";
import { CalculatorError, QueryParser, kindName, type Quantity } from "./evaluate";
import { autoText, isShortFraction, mixedFractionText, significantText } from "./format";
import { calculatorMessages as messages } from "./messages";
import {
  absolute,
  compare,
  difference,
  exact,
  floorOf,
  isZero,
  nearestMultiple,
  product,
  quotient,
  type Exact,
} from "./rational";
import { calculatorMaxLength } from "./limits";
import { tokenize, tokenText, type Token, type TokenizeOptions } from "./tokens";
import { calculatorUnit, type CalculatorUnit } from "./units";

export { calculatorMaxLength };

export type CalculatorAnswer =
  | { kind: "empty" }
  | { kind: "error"; message: string }
  | {
      kind: "calculation";
      /** The answer, e.g. '160.02 cm' or '5 1/3 tbsp'. */
      resultText: string;
      /** How the query was read, e.g. '(5 ft + 3 in) → cm'. */
      readAs: string;
      /** What the answer says of its reading: a unit's meaning, a difference of temperatures. */
      notes: readonly string[];
      /** False when the shown answer is rounded. */
      exact: boolean;
      /** The measure of the answer's unit, if it has one. */
      measure: ConverterId | null;
    };

type Format =
  | { kind: "auto" }
  | { kind: "fraction" }
  | { kind: "significant"; digits: number }
  | { kind: "percent" };

interface Target {
  /** The units of the answer, largest first for a mixed answer; empty to choose one. */
  units: CalculatorUnit[];
  /** The text of a compound unit ('km/h'), or the units' symbols. */
  text: string;
  /** Round to a multiple of this amount of the (one) unit: 'to 1/16 in'. */
  step: Exact | null;
  format: Format;
}

type UnitToken = Extract<Token, { kind: "unit" }>;

const separatorWords = new Set(["to", "in", "into", "as"]);
const separatorOperators = new Set(["->", "=>", "→", "="]);

function isSeparator(token: Token): boolean {
  return (
    (token.kind === "word" && separatorWords.has(token.word)) ||
    (token.kind === "operator" && separatorOperators.has(token.operator))
  );
}

/** Words of a format, never units here ('as fraction'). */
const formatWords = new Set(["a", "fraction", "fractions", "percent", "percentage", "sig", "sf"]);

const significantWords = /^(?:sig|significant|sf|s\.f\.)$/;
const figureWords = /^(?:figs?|figures?|digits?)$/;

/** The whole query's tokens, and the notes of its reading so far. */
interface ReadingContext {
  readonly all: readonly Token[];
  readonly notes: string[];
}

/** Reads a target: units (a compound, or several for a mixed answer), a step, and a format. */
function readTarget(tokens: readonly Token[], value: Quantity, context: ReadingContext): Target {
  let position = 0;
  const target: Target = { units: [], text: "", step: null, format: { kind: "auto" } };
  const peek = () => tokens[position];
  // 'to 1/16 in': a step before one unit.
  const first = peek();
  if (first?.kind === "number" && tokens[position + 1]?.kind === "unit") {
    target.step = first.value;
    position += 1;
  }
  const unitTokens: Token[] = [];
  while (position < tokens.length) {
    const token = peek();
    if (!token) break;
    if (
      token.kind === "unit" ||
      (token.kind === "operator" && ["/", "*", "·", "^", "²", "³"].includes(token.operator))
    ) {
      unitTokens.push(token);
      position += 1;
      continue;
    }
    if (token.kind === "number" && unitTokens.at(-1)?.kind === "operator") {
      unitTokens.push(token);
      position += 1;
      continue;
    }
    // 'to ft in', 'to in': here 'in' is the inch.
    if (
      token.kind === "word" &&
      unitTokens.at(-1)?.kind !== "operator" &&
      !formatWords.has(token.word) &&
      readUnit(token.word).length > 0
    ) {
      unitTokens.push({
        kind: "unit",
        text: token.word,
        readings: readUnit(token.word),
        start: token.start,
      });
      position += 1;
      continue;
    }
    if (token.kind === "word" && token.word === "per" && unitTokens.length > 0) {
      unitTokens.push({ kind: "operator", operator: "/", start: token.start });
      position += 1;
      continue;
    }
    break;
  }
  // Then a format, perhaps after another 'as' or 'to': 'as fraction', '3 sig figs', '%'.
  const rest = tokens.slice(position);
  if (rest.length > 0) {
    const startsWithSeparator =
      rest[0] !== undefined &&
      (isSeparator(rest[0]) || (rest[0].kind === "operator" && rest[0].operator === ","));
    let offset = startsWithSeparator && unitTokens.length > 0 ? 1 : 0;
    const word = (index: number) => {
      const token = rest[offset + index];
      return token?.kind === "word" ? token.word : null;
    };
    if (word(0) === "a") offset += 1;
    const next = rest[offset];
    if (word(0) === "fraction" || word(0) === "fractions") {
      target.format = { kind: "fraction" };
      offset += 1;
    } else if (
      next?.kind === "number" &&
      significantWords.test(word(1) ?? "") &&
      figureWords.test(word(2) ?? "")
    ) {
      target.format = { kind: "significant", digits: Number(next.value.numerator) };
      offset += 3;
    } else if (next?.kind === "number" && /^(?:sf|sig)$/.test(word(1) ?? "")) {
      target.format = { kind: "significant", digits: Number(next.value.numerator) };
      offset += 2;
    } else if (
      (next?.kind === "operator" && next.operator === "%") ||
      word(0) === "percent" ||
      word(0) === "percentage"
    ) {
      target.format = { kind: "percent" };
      offset += 1;
    } else {
      throw new CalculatorError(messages.unexpected(tokenText(next)));
    }
    if (offset < rest.length)
      throw new CalculatorError(messages.unexpected(tokenText(rest[offset])));
    if (
      target.format.kind === "significant" &&
      (target.format.digits < 1 || target.format.digits > 30)
    ) {
      throw new CalculatorError(messages.significantRange);
    }
  }
  if (unitTokens.length === 0) {
    if (target.step !== null) throw new CalculatorError(messages.unexpected(tokenText(first)));
    return target;
  }
  const compound = unitTokens.some((token) => token.kind === "operator");
  if (!compound && unitTokens.length > 1) {
    // A mixed answer: 'ft in', 'lb oz', 'h min s'.
    const units = (unitTokens as UnitToken[]).map((token) =>
      chooseReading(token, value.dimension, context),
    );
    for (const [index, unit] of units.entries()) {
      const previous = units[index - 1];
      if (
        !sameDimension(unit.dimension, value.dimension) ||
        unit.zero !== null ||
        (previous && compare(previous.size, unit.size) <= 0)
      ) {
        throw new CalculatorError(messages.mixedTarget);
      }
    }
    target.units = units;
    target.text = units.map((unit) => unit.symbol).join(" ");
    return target;
  }
  const parser = new QueryParser(unitTokens, context.all, context.notes);
  const parsed = parser.expressionOnly();
  const size = parsed.quantity;
  const single =
    unitTokens.length === 1
      ? chooseReading(unitTokens[0] as UnitToken, value.dimension, context)
      : null;
  target.units = [
    single ?? {
      measure: size.units[0]?.measure ?? "length",
      key: parsed.text,
      symbol: parsed.text.replace(/ ÷ /g, "/").replace(/ × /g, "·"),
      dimension: size.dimension,
      size: size.value,
      zero: null,
    },
  ];
  target.text = target.units[0]?.symbol ?? "";
  return target;
}

/** A unit token's reading of the kind wanted, else its first. */
function chooseReading(token: UnitToken, want: Dimension, context: ReadingContext): CalculatorUnit {
  const parser = new QueryParser([token], context.all, context.notes);
  const unit = parser.unitWithPower(want).units[0];
  if (!unit) throw new CalculatorError(messages.unknownWord(token.text, []));
  return unit;
}

/** The unit an answer without a target is shown in: one typed, one made of two typed, or the measure's. */
function displayUnit(quantity: Quantity): CalculatorUnit | null {
  if (isDimensionless(quantity.dimension)) return null;
  const typed = quantity.units.find((unit) => sameDimension(unit.dimension, quantity.dimension));
  if (typed) return typed;
  // A part of a typed unit: 60 mph for 2.5 h is in miles, of 'miles per hour'.
  for (const unit of quantity.units) {
    const names = knownUnitNames(unit.measure, unit.key);
    const parts = [...unit.symbol.split("/"), ...(names?.singular.split(" per ") ?? [])];
    for (const part of parts) {
      for (const reading of readUnit(part.trim())) {
        const candidate = calculatorUnit(reading);
        if (candidate && sameDimension(candidate.dimension, quantity.dimension)) return candidate;
      }
    }
  }
  for (const a of quantity.units) {
    for (const b of quantity.units) {
      if (a === b) continue;
      for (const reading of readUnit(`${a.symbol}/${b.symbol}`)) {
        const unit = calculatorUnit(reading);
        if (unit && sameDimension(unit.dimension, quantity.dimension)) return unit;
      }
    }
  }
  const measure = (Object.keys(measureKinds) as ConverterId[]).find((id) => {
    const kind = measureKinds[id];
    return kind && sameDimension(kind.dimension, quantity.dimension);
  });
  if (measure) {
    const config = converters[measure];
    const base = config.units
      .map((unit) => calculatorUnit({ measure, key: unit.key }))
      .find((unit) => unit && compare(unit.size, measureKinds[measure]?.scale ?? exact(1)) === 0);
    if (base) return base;
  }
  const { symbol, scale } = baseUnitText(quantity.dimension);
  return {
    measure: "length",
    key: symbol,
    symbol,
    dimension: quantity.dimension,
    size: quotient(exact(1), scale),
    zero: null,
  };
}

function numberText(value: Exact, format: Format): { text: string; exact: boolean } {
  if (format.kind === "significant") {
    const text = significantText(value, format.digits);
    return { text, exact: compare(exact(0), value) === 0 };
  }
  if (format.kind === "fraction") {
    if (value.denominator > 1_000_000n) {
      throw new CalculatorError(messages.noFraction(autoText(value).text));
    }
    return { text: mixedFractionText(value), exact: true };
  }
  return autoText(value);
}

/** The amount in a unit, as a number of it (a temperature from its scale's zero). */
function amountIn(quantity: Quantity, unit: CalculatorUnit): Exact {
  const absoluteTemperature = quantity.temperature?.state === "absolute";
  const base =
    absoluteTemperature && unit.zero !== null
      ? difference(quantity.value, unit.zero)
      : quantity.value;
  return quotient(base, unit.size);
}

function mixedText(
  quantity: Quantity,
  units: readonly CalculatorUnit[],
  format: Format,
): { text: string; exact: boolean } {
  const negative = quantity.value.numerator < 0n;
  let rest = absolute(quantity.value);
  const parts: string[] = [];
  let isExact = true;
  for (const [index, unit] of units.entries()) {
    const count = quotient(rest, unit.size);
    if (index < units.length - 1) {
      const whole = floorOf(count);
      if (whole === 0n && parts.length === 0) continue;
      parts.push(withUnitSymbol(String(whole).replace(/\B(?=(\d{3})+$)/g, ","), unit.symbol));
      rest = difference(rest, product({ numerator: whole, denominator: 1n }, unit.size));
      continue;
    }
    const shown = format.kind === "auto" ? autoShort(count) : numberText(count, format);
    isExact &&= shown.exact;
    parts.push(withUnitSymbol(shown.text, unit.symbol));
  }
  return { text: `${negative ? "−" : ""}${parts.join(" ")}`, exact: isExact };
}

/** The last part of a mixed answer: exact if short, else to 4 significant digits. */
function autoShort(value: Exact): { text: string; exact: boolean } {
  const auto = autoText(value);
  if (auto.exact && auto.text.replace(/[^0-9]/g, "").length <= 6) return auto;
  return { text: significantText(value, 4), exact: false };
}

/**
 * The time units people combine, largest first: the longest chain of next smaller units in the
 * time measure's names (weeks, days, hours, minutes, seconds).
 */
function combinedTimeUnits(): CalculatorUnit[] {
  let longest: CalculatorUnit[] = [];
  for (const { key } of converters.time.units) {
    const chain: CalculatorUnit[] = [];
    for (let next: string | undefined = key; next !== undefined && chain.length < 10;) {
      const unit = calculatorUnit({ measure: "time", key: next });
      if (!unit) break;
      chain.push(unit);
      next = knownUnitNames("time", next)?.nextSmaller;
    }
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/** A time shown as people say it when no unit was asked for: '13 min 44.2 s'. */
function naturalTime(quantity: Quantity): CalculatorUnit[] {
  const units = combinedTimeUnits();
  const size = absolute(quantity.value);
  const start = units.findIndex((unit) => compare(size, unit.size) >= 0);
  return start < 0 ? units.slice(-1) : units.slice(start, start + 2);
}

function answerFor(
  quantity: Quantity,
  target: Target,
  notes: string[],
): { text: string; exact: boolean; unit: CalculatorUnit | null } {
  const { format } = target;
  if (target.units.length > 1) {
    return { ...mixedText(quantity, target.units, format), unit: target.units[0] ?? null };
  }
  if (format.kind === "percent") {
    if (!isDimensionless(quantity.dimension))
      throw new CalculatorError(
        messages.mismatch("The answer", kindName(quantity.dimension), "%", "a number"),
      );
    const shown = autoText(product(quantity.value, exact(100)));
    return { text: `${shown.text}%`, exact: shown.exact, unit: null };
  }
  let unit = target.units[0] ?? displayUnit(quantity);
  if (
    !target.units[0] &&
    unit?.measure === "time" &&
    format.kind === "auto" &&
    !quantity.units.some((typed) => sameDimension(typed.dimension, quantity.dimension))
  ) {
    return { ...mixedText(quantity, naturalTime(quantity), format), unit: null };
  }
  if (unit === null) {
    if (quantity.percent && format.kind === "auto") {
      const shown = autoText(product(quantity.value, exact(100)));
      return { text: `${shown.text}%`, exact: shown.exact, unit: null };
    }
    const shown = numberText(quantity.value, format);
    if (format.kind === "auto" && !shown.exact && isShortFraction(quantity.value)) {
      return {
        text: `${shown.text} (${mixedFractionText(quantity.value)})`,
        exact: false,
        unit: null,
      };
    }
    return { ...shown, unit: null };
  }
  if (!sameDimension(unit.dimension, quantity.dimension)) {
    throw new CalculatorError(
      messages
        .mismatch(`The amount`, kindName(quantity.dimension), unit.symbol, kindName(unit.dimension))
        .replace("The amount is", `${quantity.units[0] ? "That" : "The amount"} is`),
    );
  }
  if (quantity.temperature?.state === "difference" && unit.zero !== null) {
    notes.push(
      `A difference of temperatures, converted as a difference (a kelvin is a degree Celsius; a degree Fahrenheit is 5/9 of one).`,
    );
    unit = { ...unit, zero: null };
  } else if (
    quantity.temperature?.state === "absolute" &&
    unit.zero !== null &&
    quantity.temperature.unit.key !== unit.key
  ) {
    notes.push("A temperature, converted with its scale's zero.");
  }
  let count = amountIn(quantity, unit);
  if (target.step !== null) {
    if (isZero(target.step)) throw new CalculatorError(messages.divisionByZero);
    count = nearestMultiple(count, target.step);
    notes.push(`To the nearest ${mixedFractionText(target.step)} ${unit.symbol}.`);
    return { text: withUnitSymbol(mixedFractionText(count), unit.symbol), exact: false, unit };
  }
  const shown = numberText(count, format);
  if (format.kind === "auto" && !shown.exact && isShortFraction(count)) {
    return {
      text: `${withUnitSymbol(shown.text, unit.symbol)} (${withUnitSymbol(mixedFractionText(count), unit.symbol)})`,
      exact: false,
      unit,
    };
  }
  return { text: withUnitSymbol(shown.text, unit.symbol), exact: shown.exact, unit };
}

/** 'how many tbsp in 1/3 cup': the expression, then what is asked for. */
const howManyPattern = /^how (?:many|much) (.+?) (?:are |is |make |in |per |to )+(.+)$/i;

function attempt(
  expressionTokens: readonly Token[],
  targetTokens: readonly Token[] | null,
  all: readonly Token[],
) {
  const parser = new QueryParser(expressionTokens, all);
  const parsed = parser.expressionOnly();
  const target: Target = targetTokens
    ? readTarget(targetTokens, parsed.quantity, { all, notes: parser.notes })
    : { units: [], text: "", step: null, format: { kind: "auto" } };
  const notes = [...parser.notes];
  const answer = answerFor(parsed.quantity, target, notes);
  const readTargetText = target.units.length > 0 ? target.text : "";
  const formatText =
    target.format.kind === "fraction"
      ? "fraction"
      : target.format.kind === "significant"
        ? `${target.format.digits} significant figures`
        : target.format.kind === "percent"
          ? "%"
          : "";
  const goal = [
    target.step ? `nearest ${mixedFractionText(target.step)} ${readTargetText}` : readTargetText,
    formatText,
  ]
    .filter(Boolean)
    .join(", ");
  const source = parsed.compound && goal !== "" ? `(${parsed.text})` : parsed.text;
  return {
    kind: "calculation" as const,
    resultText: answer.text,
    readAs: goal === "" ? source : `${source} → ${goal}`,
    notes,
    exact: answer.exact,
    measure: answer.unit?.measure ?? null,
  };
}

/**
 * The readings of words that can be units or separators, likeliest first: 'in' after a number is
 * the inch and 'oz in' is ounces then 'in'; then 'in' after a number as a separator ('1/3 in 3 sig
 * figs'); then unit names as long as they go ('lb in', the torque).
 */
const tokenizeOptions: readonly TokenizeOptions[] = [
  { unitAfterNumber: true, splitKeywords: true },
  { unitAfterNumber: false, splitKeywords: true },
  { unitAfterNumber: true, splitKeywords: false },
];

/** Answers a query's tokens: split at each separator, the last first, then whole. */
function answerTokens(tokens: readonly Token[]): CalculatorAnswer | CalculatorError {
  const splits: number[] = [];
  let depth = 0;
  for (const [index, token] of tokens.entries()) {
    if (token.kind === "operator" && token.operator === "(") depth += 1;
    if (token.kind === "operator" && token.operator === ")") depth -= 1;
    if (depth === 0 && index > 0 && isSeparator(token)) splits.push(index);
  }
  let failure: CalculatorError | null = null;
  for (const index of splits.reverse()) {
    try {
      return attempt(tokens.slice(0, index), tokens.slice(index + 1), tokens);
    } catch (error) {
      if (!(error instanceof CalculatorError)) throw error;
      failure ??= error;
    }
  }
  try {
    return attempt(tokens, null, tokens);
  } catch (error) {
    if (!(error instanceof CalculatorError)) throw error;
    // '5 kg lb': an expression followed by units is converted into them.
    // '5 ft 9 in cm', '1.75 m ft in': one unit first, then all of them.
    const lastUnits = trailingUnits(tokens);
    for (const count of new Set([1, lastUnits])) {
      if (lastUnits === 0 || count >= tokens.length) continue;
      try {
        return attempt(
          tokens.slice(0, tokens.length - count),
          tokens.slice(tokens.length - count),
          tokens,
        );
      } catch (second) {
        if (!(second instanceof CalculatorError)) throw second;
      }
    }
    return failure ?? error;
  }
}

/**
 * Answers a calculator query exactly.
 * @example (calculate("5 ft + 3 in in cm") as { resultText: string }).resultText // "160.02 cm"
 * @example (calculate("2^64") as { resultText: string }).resultText // "18,446,744,073,709,551,616"
 * @example calculate("5 ft to kg").kind // "error"
 */
export function calculate(typed: string): CalculatorAnswer {
  if (typed.length > calculatorMaxLength)
    return { kind: "error", message: messages.tooLong(calculatorMaxLength) };
  const text = tidyQuery(typed);
  if (text === "") return { kind: "empty" };
  try {
    const howMany = howManyPattern.exec(text);
    const query = howMany ? `${howMany[2] ?? ""} to ${howMany[1] ?? ""}` : text;
    let firstFailure: CalculatorError | null = null;
    for (const options of tokenizeOptions) {
      const tokenized = tokenize(query, options);
      if ("error" in tokenized) {
        return {
          kind: "error",
          message:
            tokenized.error === "huge"
              ? messages.tooLarge
              : tokenized.error === "zero"
                ? messages.divisionByZero
                : messages.unreadableNumber(tokenized.text),
        };
      }
      const outcome = answerTokens(tokenized.tokens);
      if (!(outcome instanceof CalculatorError)) return outcome;
      firstFailure ??= outcome;
    }
    return { kind: "error", message: firstFailure?.reason ?? messages.empty };
  } catch (error) {
    // A reading the grammar did not foresee (a number too large for a bigint, say) is still one line.
    if (error instanceof RangeError) return { kind: "error", message: messages.tooLarge };
    const message = error instanceof CalculatorError ? error.reason : messages.tooLarge;
    return { kind: "error", message };
  }
}

/** How many unit tokens end the query. */
function trailingUnits(tokens: readonly Token[]): number {
  let count = 0;
  for (let index = tokens.length - 1; index >= 0 && tokens[index]?.kind === "unit"; index -= 1)
    count += 1;
  return count;
}
