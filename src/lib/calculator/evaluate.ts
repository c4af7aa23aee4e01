/**
 * Reads and computes a calculator query's tokens (tokens.ts) in one pass, exactly: quantities are
 * exact fractions of the calculator's base units with their kind (dimensions.ts), and the text of
 * how each part was read is built beside them ('(5 ft + 3 in) → cm').
 *
 *   query     = expression [separator target]
 *   expression = sum {('for' | 'at') sum}                 '60 mph for 2.5 h', '10 GB at 100 Mbps'
 *   sum       = product {('+' | '-' | 'plus' | 'minus') product}      '80 + 15%' adds 15% of 80
 *   product   = signed {('*' | '×' | '/' | '÷' | 'per' | 'of' | …) signed}
 *   signed    = ('-' | '+') signed | power
 *   power     = postfix ['^' signed]
 *   postfix   = primary {'%' | '²' | '³'}
 *   primary   = '(' expression ')' | amount | unit
 *   amount    = number [unit {number unit} [number]]      '5 ft 9 in', '1 h 30 min', '5 ft 9'
 */
import type { ConverterId } from "../measures";
import { measureVariants } from "../measures/all";
import { unitNames } from "../unit-pairs/names";
import { closeUnits, type UnitReading } from "../quick-convert/unit-index";
import { answerSymbol } from "../quick-convert/answer";
import {
  baseUnitText,
  combined,
  dimensionless,
  isDimensionless,
  measureKinds,
  raised,
  sameDimension,
  type Dimension,
} from "./dimensions";
import { calculatorMessages as messages, kindNames } from "./messages";
import {
  difference,
  exact,
  isWhole,
  isZero,
  negated,
  one,
  product,
  quotient,
  sum,
  wholePower,
  type Exact,
} from "./rational";
import { tokenText, type Token } from "./tokens";
import { calculatorUnit, type CalculatorUnit } from "./units";

/** A computed amount: exact, in the calculator's base units, with its kind. */
export interface Quantity {
  readonly value: Exact;
  readonly dimension: Dimension;
  /**
   * A temperature on a scale (20 °C, kept in kelvins with the scale it was typed in), a difference
   * of temperatures, or neither.
   */
  readonly temperature:
    | { readonly state: "absolute"; readonly unit: CalculatorUnit }
    | { readonly state: "difference" }
    | null;
  /** A bare percentage ('15%'), which '80 + 15%' reads as 15% of 80. */
  readonly percent: boolean;
  /** The units typed in it, in order: an answer without a target is shown in one of them. */
  readonly units: readonly CalculatorUnit[];
  /** The same amount in its unit's other readings ('3 oz' as a volume), while nothing chose one. */
  readonly alternatives: readonly Quantity[];
}

/** A reading that cannot be computed, with the line that says why. */
export class CalculatorError extends Error {
  private said: string | undefined;

  /** @param line the line, or how to write it: only the reading that is shown is worded. */
  constructor(private readonly line: string | (() => string)) {
    super(typeof line === "string" ? line : "");
  }

  /** The line that says why, worked out when first asked for (suggestions take a while). */
  get reason(): string {
    this.said ??= typeof this.line === "string" ? this.line : this.line();
    return this.said;
  }
}

interface Parsed {
  readonly quantity: Quantity;
  /** How it was read, in symbols. */
  readonly text: string;
  /** True for an operation, which is bracketed inside another. */
  readonly compound: boolean;
}

/** The most digits a number may grow to while computing; beyond it, the answer is out of range. */
const largestDigits = 5000;
/** The largest whole power. */
const largestPower = 1000;

function checked(value: Exact): Exact {
  if (
    String(value.numerator).length > largestDigits ||
    String(value.denominator).length > largestDigits
  ) {
    throw new CalculatorError(messages.tooLarge);
  }
  return value;
}

function plainNumber(value: Exact, percent = false): Quantity {
  return {
    value,
    dimension: dimensionless,
    temperature: null,
    percent,
    units: [],
    alternatives: [],
  };
}

/** The words a kind of quantity is named by in a line ('a length'), from a measure of that kind. */
export function kindName(dimension: Dimension): string {
  if (isDimensionless(dimension)) return "a number";
  const measure = (Object.keys(measureKinds) as ConverterId[]).find((id) => {
    const kind = measureKinds[id];
    return kind !== undefined && sameDimension(kind.dimension, dimension);
  });
  return measure
    ? (kindNames[measure] ?? measure)
    : `an amount in ${baseUnitText(dimension).symbol}`;
}

/** A unit's plural name for a line ('feet'). */
function pluralOf(unit: UnitReading): string {
  return unitNames(unit.measure, unit.key)?.plural ?? unit.key;
}

/** Words that cannot be read as one unit (a ton), with what to say instead. */
const unreadWords: ReadonlyMap<string, (word: string) => string> = new Map(
  Object.values(measureVariants).flatMap((variants) =>
    Object.entries(variants.unread ?? {}).map(([word, say]) => [word, say] as const),
  ),
);

/** Whether any typed unit is one of the IEC's binary units (KiB to PiB). */
function namesBinaryUnits(tokens: readonly Token[]): boolean {
  return tokens.some((token) => token.kind === "unit" && /^[KMGTP]i(?:B|byte)/i.test(token.text));
}

/** Reads a list of tokens; one parser per attempt at splitting a query. */
export class QueryParser {
  private position = 0;
  private readonly decimalBytes: boolean;

  /**
   * @param tokens what to read
   * @param allTokens the whole query's (binary units anywhere make 'GB' decimal)
   * @param notes what an answer should say of how units and numbers were read, added to
   */
  constructor(
    private readonly tokens: readonly Token[],
    allTokens: readonly Token[] = tokens,
    readonly notes: string[] = [],
  ) {
    this.decimalBytes = namesBinaryUnits(allTokens);
  }

  get atEnd(): boolean {
    return this.position >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  private take(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }

  isWord(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "word" && token.word === word;
  }

  isOperator(operator: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === "operator" && token.operator === operator;
  }

  private note(line: string): void {
    if (!this.notes.includes(line)) this.notes.push(line);
  }

  /** The line for a token that does not belong where it is. */
  unexpected(token: Token | undefined): CalculatorError {
    if (!token) return new CalculatorError(messages.missingValue(this.lastText()));
    if (token.kind === "word") {
      const unread = unreadWords.get(token.word);
      if (unread) return new CalculatorError(unread(token.word));
      if (
        !/^(?:to|in|into|as|per|of|for|at|x|times|plus|minus|by|divided|multiplied|over)$/.test(
          token.word,
        )
      ) {
        const word = token.word;
        return new CalculatorError(() =>
          messages.unknownWord(word, closeUnits(word).map(pluralOf)),
        );
      }
      return new CalculatorError(messages.unexpected(token.word));
    }
    return new CalculatorError(messages.unexpected(tokenText(token)));
  }

  private lastText(): string {
    return tokenText(this.tokens[this.position - 1]);
  }

  /** The whole expression; throws unless every token was read. */
  expressionOnly(): Parsed {
    const parsed = this.expression();
    if (!this.atEnd) throw this.unexpected(this.peek());
    return parsed;
  }

  expression(): Parsed {
    let left = this.sum();
    for (;;) {
      const multiplies = this.isWord("for");
      if (!multiplies && !this.isWord("at")) return left;
      this.take();
      const right = this.sum();
      left = this.combine(left, right, multiplies ? "×" : "÷");
    }
  }

  private sum(): Parsed {
    let left = this.product();
    for (;;) {
      const token = this.peek();
      const plus = this.isOperator("+") || this.isWord("plus");
      const minus =
        this.isOperator("-") ||
        this.isWord("minus") ||
        (token?.kind === "operator" && token.operator === "−");
      if (!plus && !minus) return left;
      this.take();
      const right = this.product();
      left = this.add(left, right, plus ? 1 : -1);
    }
  }

  private productOperator(): "×" | "÷" | "of" | null {
    const token = this.peek();
    if (token?.kind === "operator") {
      if (["*", "×", "·"].includes(token.operator)) return "×";
      if (["/", "÷"].includes(token.operator)) return "÷";
      return null;
    }
    if (token?.kind !== "word") return null;
    if (["x", "times"].includes(token.word)) return "×";
    if (["per", "over"].includes(token.word)) return "÷";
    if (token.word === "of") return "of";
    if (token.word === "multiplied" && this.isWord("by", 1)) return "×";
    if (token.word === "divided" && this.isWord("by", 1)) return "÷";
    return null;
  }

  private product(): Parsed {
    let left = this.signed();
    for (;;) {
      const operator = this.productOperator();
      if (operator === null) return left;
      const token = this.take();
      if (token?.kind === "word" && (token.word === "multiplied" || token.word === "divided"))
        this.take();
      const right = this.signed();
      left = this.combine(
        left,
        right,
        operator === "÷" ? "÷" : "×",
        operator === "of" ? "of" : undefined,
      );
    }
  }

  private signed(): Parsed {
    if (this.isOperator("+")) {
      this.take();
      return this.signed();
    }
    if (this.isOperator("-")) {
      this.take();
      // A minus before a number belongs to it: -40 °C is a temperature, not minus one.
      if (this.peek()?.kind === "number") return this.power(true);
      const operand = this.signed();
      if (operand.quantity.temperature?.state === "absolute") {
        throw new CalculatorError(
          messages.temperatureScaled(operand.quantity.temperature.unit.symbol),
        );
      }
      return {
        quantity: { ...operand.quantity, value: negated(operand.quantity.value), alternatives: [] },
        text: `−${operand.compound ? `(${operand.text})` : operand.text}`,
        compound: false,
      };
    }
    return this.power(false);
  }

  private power(negative: boolean): Parsed {
    const base = this.postfix(negative);
    if (!this.isOperator("^")) return base;
    this.take();
    const exponent = this.signed();
    return this.raise(base, exponent.quantity, exponent.text);
  }

  private raise(base: Parsed, exponent: Quantity, exponentText: string): Parsed {
    if (!isDimensionless(exponent.dimension) || exponent.percent) {
      throw new CalculatorError(messages.powerOfUnit);
    }
    const count = Number(exponent.value.numerator);
    if (!isWhole(exponent.value) || Math.abs(count) > largestPower) {
      throw new CalculatorError(messages.wholePowers);
    }
    const quantity = base.quantity;
    if (
      quantity.temperature?.state === "absolute" &&
      !isZero(quantity.temperature.unit.zero ?? one)
    ) {
      throw new CalculatorError(messages.temperatureScaled(quantity.temperature.unit.symbol));
    }
    if (count < 0 && isZero(quantity.value)) throw new CalculatorError(messages.divisionByZero);
    const digits =
      Math.max(String(quantity.value.numerator).length, String(quantity.value.denominator).length) *
      Math.abs(count);
    if (digits > largestDigits) throw new CalculatorError(messages.tooLarge);
    return {
      quantity: {
        ...quantity,
        value: checked(wholePower(quantity.value, count)),
        dimension: raised(quantity.dimension, count),
        temperature: quantity.temperature ? { state: "difference" } : null,
        percent: false,
        alternatives: [],
      },
      text: `${base.compound || quantity.units.length > 0 ? `(${base.text})` : base.text}^${exponentText}`,
      compound: true,
    };
  }

  private postfix(negative: boolean): Parsed {
    let parsed = this.primary(negative);
    for (;;) {
      if (this.isOperator("%")) {
        this.take();
        if (!isDimensionless(parsed.quantity.dimension))
          throw this.unexpected({ kind: "operator", operator: "%", start: 0 });
        parsed = {
          quantity: plainNumber(quotient(parsed.quantity.value, exact(100)), true),
          text: `${parsed.compound ? `(${parsed.text})` : parsed.text}%`,
          compound: false,
        };
      } else if (this.isOperator("²") || this.isOperator("³")) {
        const token = this.take();
        const count = token?.kind === "operator" && token.operator === "²" ? 2 : 3;
        parsed = this.raise(parsed, plainNumber(exact(count)), String(count));
      } else {
        return parsed;
      }
    }
  }

  private primary(negative: boolean): Parsed {
    const token = this.peek();
    if (token?.kind === "operator" && token.operator === "(") {
      this.take();
      const inner = this.expression();
      if (!this.isOperator(")")) {
        if (this.atEnd) throw new CalculatorError(messages.unclosed);
        throw this.unexpected(this.peek());
      }
      this.take();
      return { ...inner, text: inner.compound ? `(${inner.text})` : inner.text, compound: false };
    }
    if (token?.kind === "number") return this.amount(negative);
    // 'a foot', 'an hour': one of it.
    if (
      token?.kind === "word" &&
      ["a", "an", "one"].includes(token.word) &&
      this.peek(1)?.kind === "unit"
    ) {
      this.take();
      const unit = this.unitWithPower(undefined);
      return { quantity: this.unitAmount(one, unit), text: `1 ${unit.text}`, compound: false };
    }
    if (token?.kind === "unit") {
      const unit = this.unitWithPower(undefined);
      return { quantity: this.unitAmount(one, unit), text: unit.text, compound: false };
    }
    throw this.unexpected(token);
  }

  /** The readings of a unit token as calculator units, the one of a wanted kind first. */
  private unitReadings(
    token: Extract<Token, { kind: "unit" }>,
    want: Dimension | undefined,
  ): CalculatorUnit[] {
    const units = token.readings
      .map((reading) => {
        const variants = measureVariants[reading.measure];
        const decimal = this.decimalBytes ? variants.ambiguous[reading.key]?.[0] : undefined;
        return calculatorUnit(
          decimal && reading.measure === "data-storage"
            ? { ...reading, key: decimal.key }
            : reading,
        );
      })
      .filter((unit): unit is CalculatorUnit => unit !== null);
    if (units.length === 0) {
      throw new CalculatorError(
        token.readings.some((reading) => reading.measure === "fuel-economy")
          ? messages.fuelEconomy
          : messages.unknownWord(token.text, []),
      );
    }
    if (want)
      units.sort(
        (a, b) =>
          Number(sameDimension(b.dimension, want)) - Number(sameDimension(a.dimension, want)),
      );
    return units;
  }

  /** Says which meaning of a unit's name was read, where it has two, and how to ask for the other. */
  private noteReading(unit: CalculatorUnit, typed: string, qualified: boolean): void {
    const variants = measureVariants[unit.measure];
    if (qualified) return;
    if (unit.measure === "data-storage" && this.decimalBytes && /_decimal$/.test(unit.key)) {
      this.note(
        `${typed} is read as the decimal unit (powers of 1,000 bytes), since the question names binary units (KiB, MiB, GiB…).`,
      );
      return;
    }
    const other = variants.ambiguous[unit.key]?.[0];
    if (!other) return;
    const said = variants.reading.used ?? `read as ${unit.symbol}`;
    this.note(
      `${typed}: ${said}; for the ${other.reading} unit, type ${answerSymbol(unit.measure, other.key)}.`,
    );
  }

  /** A unit token, with a power after it ('m^2', 'ft³'), as units of each reading. */
  unitWithPower(want: Dimension | undefined): {
    units: CalculatorUnit[];
    text: string;
    count: number;
  } {
    const token = this.take();
    if (token?.kind !== "unit") throw this.unexpected(token);
    const units = this.unitReadings(token, want);
    let count = 1;
    if (this.isOperator("^") && this.peek(1)?.kind === "number") {
      const exponent = this.peek(1);
      if (
        exponent?.kind === "number" &&
        isWhole(exponent.value) &&
        exponent.value.numerator <= 3n
      ) {
        this.take();
        this.take();
        count = Number(exponent.value.numerator);
      }
    } else if (this.isOperator("²") || this.isOperator("³")) {
      count = this.isOperator("²") ? 2 : 3;
      this.take();
    }
    const chosen = units[0] as CalculatorUnit;
    this.noteReading(chosen, token.text, token.qualified === true);
    return {
      units: units.map((unit) =>
        count === 1
          ? unit
          : {
              ...unit,
              symbol: `${unit.symbol}${count === 2 ? "²" : "³"}`,
              size: wholePower(unit.size, count),
              dimension: raised(unit.dimension, count),
              zero: null,
            },
      ),
      text: `${chosen.symbol}${count === 1 ? "" : count === 2 ? "²" : "³"}`,
      count,
    };
  }

  /** An amount of a unit (of each of its readings). */
  unitAmount(amount: Exact, unit: { units: CalculatorUnit[] }): Quantity {
    const [first, ...others] = unit.units.map((reading): Quantity => {
      if (reading.zero !== null) {
        return {
          value: sum(product(amount, reading.size), reading.zero),
          dimension: reading.dimension,
          temperature: { state: "absolute", unit: reading },
          percent: false,
          units: [reading],
          alternatives: [],
        };
      }
      return {
        value: product(amount, reading.size),
        dimension: reading.dimension,
        temperature: null,
        percent: false,
        units: [reading],
        alternatives: [],
      };
    });
    return { ...(first as Quantity), alternatives: others };
  }

  /** A number with its unit, and the amounts in smaller units after it ('5 ft 9 in'). */
  private amount(negative: boolean): Parsed {
    const token = this.take();
    if (token?.kind !== "number") throw this.unexpected(token);
    if (token.hint !== null) this.note(token.hint);
    const value = negative ? negated(token.value) : token.value;
    const numberText = `${negative ? "−" : ""}${token.text.replace(/ +/g, " ")}`;
    if (this.peek()?.kind !== "unit") {
      return { quantity: plainNumber(value), text: numberText, compound: false };
    }
    const unit = this.unitWithPower(undefined);
    let quantity = this.unitAmount(value, unit);
    let text = `${numberText} ${unit.text}`;
    let parts = 1;
    let last = unit.units[0] as CalculatorUnit;
    // Further amounts of the same kind, each in a unit, or a last bare number in the next smaller unit.
    while (quantity.temperature === null && this.peek()?.kind === "number") {
      const next = this.peek() as Extract<Token, { kind: "number" }>;
      if (this.peek(1)?.kind === "unit") {
        const readings = (this.peek(1) as Extract<Token, { kind: "unit" }>).readings;
        const units = readings
          .map((reading) => calculatorUnit(reading))
          .filter(
            (candidate): candidate is CalculatorUnit =>
              candidate !== null && sameDimension(candidate.dimension, quantity.dimension),
          );
        if (units.length === 0) break;
        this.take();
        const following = this.unitWithPower(quantity.dimension);
        const extra = this.unitAmount(negative ? negated(next.value) : next.value, following);
        quantity = {
          ...quantity,
          value: sum(quantity.value, extra.value),
          units: [...quantity.units, ...extra.units],
          alternatives: [],
        };
        text = `${text} ${next.text} ${following.text}`;
        last = following.units[0] as CalculatorUnit;
        parts += 1;
        continue;
      }
      const smaller = unitNames(last.measure, last.key)?.nextSmaller;
      const after = this.peek(1);
      const ends =
        after === undefined ||
        (after.kind === "operator" &&
          [")", "=", "->", "=>", "→", "+", "-"].includes(after.operator)) ||
        (after.kind === "word" && ["to", "in", "into", "as"].includes(after.word));
      const smallerUnit =
        smaller === undefined ? null : calculatorUnit({ measure: last.measure, key: smaller });
      if (!smallerUnit || !ends) break;
      this.take();
      const extra = product(negative ? negated(next.value) : next.value, smallerUnit.size);
      quantity = {
        ...quantity,
        value: sum(quantity.value, extra),
        units: [...quantity.units, smallerUnit],
        alternatives: [],
      };
      text = `${text} ${next.text} ${smallerUnit.symbol}`;
      parts += 1;
      break;
    }
    return { quantity, text, compound: parts > 1 };
  }

  /** Two amounts added or subtracted, with temperatures and percentages as people mean them. */
  private add(left: Parsed, right: Parsed, sign: 1 | -1): Parsed {
    const symbol = sign === 1 ? "+" : "−";
    const text = `${left.text} ${symbol} ${right.compound && sign === -1 ? `(${right.text})` : right.text}`;
    const a = left.quantity;
    const b = right.quantity;
    // '80 + 15%' is 80 and 15% of it.
    if (b.percent && !a.percent) {
      const factor = sum(one, sign === 1 ? b.value : negated(b.value));
      return {
        quantity: { ...a, value: checked(this.scaleTemperature(a, factor)), alternatives: [] },
        text,
        compound: true,
      };
    }
    const [first, second] = this.matching(a, b);
    let value = sum(first.value, sign === 1 ? second.value : negated(second.value));
    let temperature: Quantity["temperature"] = null;
    const kinds = [first.temperature?.state, second.temperature?.state];
    if (kinds[0] === "absolute" && kinds[1] === "absolute") {
      if (sign === 1) {
        // Two temperatures added: the second is read as a difference ('20 °C + 5 °C' is 25 °C).
        const zero =
          second.temperature?.state === "absolute"
            ? (second.temperature.unit.zero ?? exact(0))
            : exact(0);
        value = difference(value, zero);
        temperature = first.temperature;
        this.note(`${right.text} is added as a difference of temperatures.`);
      } else {
        temperature = { state: "difference" };
      }
    } else if (kinds[0] === "absolute") {
      temperature = first.temperature;
    } else if (kinds[1] === "absolute") {
      if (sign === -1) throw new CalculatorError(messages.temperaturesAdded);
      temperature = second.temperature;
    } else if (kinds.includes("difference")) {
      temperature = { state: "difference" };
    }
    return {
      quantity: {
        value: checked(value),
        dimension: first.dimension,
        temperature,
        percent: first.percent && second.percent,
        units: [...first.units, ...second.units],
        alternatives: [],
      },
      text,
      compound: true,
    };
  }

  /** A temperature scaled as '80 + 15%' asks: refused for a temperature on a scale with a zero. */
  private scaleTemperature(quantity: Quantity, factor: Exact): Exact {
    if (
      quantity.temperature?.state === "absolute" &&
      !isZero(quantity.temperature.unit.zero ?? one)
    ) {
      throw new CalculatorError(messages.temperatureScaled(quantity.temperature.unit.symbol));
    }
    return product(quantity.value, factor);
  }

  /** The readings of two amounts that are of one kind (3 oz as a volume beside a cup), or a mismatch. */
  private matching(a: Quantity, b: Quantity): [Quantity, Quantity] {
    for (const first of [a, ...a.alternatives]) {
      for (const second of [b, ...b.alternatives]) {
        if (sameDimension(first.dimension, second.dimension)) return [first, second];
      }
    }
    throw new CalculatorError(
      messages.mismatch(describe(a), kindName(a.dimension), describe(b), kindName(b.dimension)),
    );
  }

  /** Two amounts multiplied or divided. */
  private combine(left: Parsed, right: Parsed, operator: "×" | "÷", word?: "of"): Parsed {
    const a = left.quantity;
    const b = right.quantity;
    for (const side of [a, b]) {
      if (side.temperature?.state === "absolute" && !isZero(side.temperature.unit.zero ?? one)) {
        throw new CalculatorError(messages.temperatureScaled(side.temperature.unit.symbol));
      }
    }
    if (operator === "÷" && isZero(b.value)) throw new CalculatorError(messages.divisionByZero);
    const value = operator === "×" ? product(a.value, b.value) : quotient(a.value, b.value);
    const dimension = combined(a.dimension, b.dimension, operator === "×" ? 1 : -1);
    const difference = [a, b].some((side) => side.temperature !== null);
    const bracket = (parsed: Parsed) => (parsed.compound ? `(${parsed.text})` : parsed.text);
    return {
      quantity: {
        value: checked(value),
        dimension,
        temperature:
          difference &&
          sameDimension(dimension, measureKinds.temperature?.dimension ?? dimensionless)
            ? { state: "difference" }
            : null,
        percent: false,
        units: [...a.units, ...b.units],
        alternatives: [],
      },
      text: `${bracket(left)} ${word ?? operator} ${bracket(right)}`,
      compound: true,
    };
  }
}

/** An amount in a line: its first unit's name ('5 ft' says 'feet'), or 'the number'. */
function describe(quantity: Quantity): string {
  const unit = quantity.units[0];
  return unit ? pluralOf(unit).replace(/^./, (letter) => letter.toUpperCase()) : "The number";
}
