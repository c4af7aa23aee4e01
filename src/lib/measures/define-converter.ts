/**
 * What every unit converter shares: the configuration types, `defineConverter`, and the evaluation
 * of a typed value (result, list of every unit, context line). Each converter's data lives in its
 * own file beside this one, so a page's island bundles only its own converter.
 */
import type { ContextTone, TemperatureIcon } from "./context-types";
import { acceptInput, parseNumericText, plainNumberText, type InputRule } from "../input";
import { messages } from "../messages";
import { withUnitSymbol } from "../result-format";

export interface UnitOption {
  readonly key: string;
  readonly label: string;
  readonly symbol: string;
  /** The select's option group; null where the spec gives the units no groups. */
  readonly group: string | null;
}

export interface UnitGroup {
  readonly label: string | null;
  readonly units: readonly UnitOption[];
}

/** A context line under the result. */
export interface ConverterContext {
  /** Short heading, e.g. 'Speed context'. */
  heading: string;
  /** The sentence, with the spec's key words. */
  text: string;
  tone: ContextTone | null;
  icon: TemperatureIcon | null;
  /** Pressure only: the result as a formula, e.g. '1 psi = 0.06895 bar'. */
  formula: string | null;
  /** Fuel economy only: the rating word, e.g. 'Excellent'. */
  rating: string | null;
}

/** A computed conversion, as the context functions receive it. */
export interface Conversion<Key extends string> {
  value: number;
  from: Key;
  to: Key;
  result: number;
  resultText: string;
}

export interface ConverterConfig {
  /** Its key in the list of measures (a ConverterId, in ./index.ts). */
  readonly id: string;
  /** The measure's name for captions, e.g. 'length'. */
  readonly measureName: string;
  readonly units: readonly UnitOption[];
  readonly unitGroups: readonly UnitGroup[];
  readonly defaultFrom: string;
  readonly defaultTo: string;
  readonly defaultValue: string;
  readonly inputRule: InputRule;
  /** Whether a text is one of this converter's unit keys. */
  isUnit(key: string): boolean;
  /** The converted value, or null when there is none. */
  convert(value: number, from: string, to: string): number | null;
  /** A message when the value is not valid here, else null. */
  validate(value: number): string | null;
  /** The result with its unit, as shown on the page. */
  formatResult(value: number, unit: UnitOption): string;
  /** A value with its unit, as the all-conversions list shows it. */
  formatListValue(value: number, unit: UnitOption): string;
  /** Whether a result has a context line (its code, in the measure's context.ts, loads with the details). */
  hasContext: boolean;
  /** The context line without a result (angle only: 'Enter a value for context'). */
  contextWithoutValue: ConverterContext | null;
  /** The units whose results get a fraction line, and which kind (inches and feet; cups and spoons). */
  readonly fractionUnits: Readonly<Partial<Record<string, FractionKind>>>;
}

/**
 * The fraction line a result gets: "tape-measure" for inches and feet (5 ft 8 7/8 in),
 * "measuring-set" for cups, tablespoons and teaspoons (1/4 cup + 2 tbsp), "scale" for stones and
 * pounds (11 st 0.3 lb) or pounds and ounces (2 lb 3.3 oz).
 */
export type FractionKind = "tape-measure" | "measuring-set" | "scale";

interface ConverterDefinition<Key extends string> {
  id: string;
  measureName: string;
  units: readonly (UnitOption & { readonly key: Key })[];
  defaultFrom: Key;
  defaultTo: Key;
  inputRule: InputRule;
  convertUnits(value: number, from: Key, to: Key): number | null;
  validate(value: number): string | null;
  formatResult(value: number, unit: UnitOption): string;
  formatListValue?(value: number, unit: UnitOption): string;
  hasContext?: boolean;
  contextWithoutValue?: ConverterContext;
  fractionUnits?: Readonly<Partial<Record<Key, FractionKind>>>;
}

function groupUnits(units: readonly UnitOption[]): UnitGroup[] {
  const groups: { label: string | null; units: UnitOption[] }[] = [];
  for (const unit of units) {
    const group = groups.find((candidate) => candidate.label === unit.group);
    if (group) group.units.push(unit);
    else groups.push({ label: unit.group, units: [unit] });
  }
  return groups;
}

/**
 * Turns one converter's definition into the configuration the island and pages use: unit groups,
 * key checks, and conversions that give null instead of NaN or Infinity.
 * @example defineConverter({ id: "length", measureName: "length", units: lengthUnits, ... }).unitGroups
 */
export function defineConverter<Key extends string>(
  definition: ConverterDefinition<Key>,
): ConverterConfig {
  const isKey = (key: string): key is Key => definition.units.some((unit) => unit.key === key);
  const { formatListValue, contextWithoutValue } = definition;
  return {
    id: definition.id,
    measureName: definition.measureName,
    units: definition.units,
    unitGroups: groupUnits(definition.units),
    defaultFrom: definition.defaultFrom,
    defaultTo: definition.defaultTo,
    defaultValue: "1",
    inputRule: definition.inputRule,
    isUnit: isKey,
    convert(value, from, to) {
      if (!isKey(from) || !isKey(to) || !Number.isFinite(value)) return null;
      const result = definition.convertUnits(value, from, to);
      return result !== null && Number.isFinite(result) ? result : null;
    },
    validate: definition.validate,
    formatResult: definition.formatResult,
    formatListValue: formatListValue ?? definition.formatResult,
    hasContext: definition.hasContext ?? false,
    contextWithoutValue: contextWithoutValue ?? null,
    fractionUnits: definition.fractionUnits ?? {},
  };
}

/**
 * The spec's rule for converters without a minus: a number, 0 or more.
 * @example notNegative(-1) // "Invalid input value"
 */
export function notNegative(value: number): string | null {
  return value >= 0 ? null : messages.invalidInput;
}

/**
 * The rule for converters that take any number (temperature, angle): never an error.
 * @example anyNumber() // null
 */
export function anyNumber(): string | null {
  return null;
}

/**
 * A result formatter that adds the unit's symbol to a number formatter.
 * @example formattedWith(formatUpToSixDecimals)(3.28084, { symbol: "ft", ... }) // "3.28084 ft"
 */
export function formattedWith(format: (value: number) => string) {
  return (value: number, unit: UnitOption): string => withUnitSymbol(format(value), unit.symbol);
}

/**
 * A plain context line: a heading and a sentence, with no tone, icon, formula or rating.
 * @example contextLine("Speed context", "City driving: ...").tone // null
 */
export function contextLine(heading: string, text: string): ConverterContext {
  return { heading, text, tone: null, icon: null, formula: null, rating: null };
}

/**
 * Gives units with no group in the spec an explicit null group.
 * @example withGroup(angleUnits, null)[0].group // null
 */
export function withGroup<Unit extends { key: string; label: string; symbol: string }>(
  units: readonly Unit[],
  group: string | null,
): (Unit & { group: string | null })[] {
  return units.map((unit) => ({ ...unit, group }));
}

/**
 * A converter's unit by key; undefined for a key it does not have.
 * @example findUnit(converters.length, "foot")?.symbol // "ft"
 */
export function findUnit(config: ConverterConfig, key: string): UnitOption | undefined {
  return config.units.find((unit) => unit.key === key);
}

/** What the page shows for a value text and two units. */
export type ConversionOutcome =
  | { status: "idle"; context: ConverterContext | null }
  | { status: "error"; message: string }
  | {
      status: "result";
      value: number;
      /** The value as the from-line shows it: as typed, or as read when it was not plain ("1.5" for "1,5"). */
      readText: string;
      /** How a value that was not plain was read, e.g. "Read as 1.5: the comma is read as the decimal point." */
      note: string | null;
      result: number;
      /** The formatted result with its unit, e.g. '3.28084 ft'. */
      resultText: string;
    };

/**
 * Converts a value text as typed: empty text or a lone '-' is idle (no result, no error), an
 * invalid value gives the spec's message, anything else gives the formatted result (the list of
 * every other unit is in all-conversions.ts, the context line in contexts.ts).
 * @example (evaluateConversion(converters.length, "1", "meter", "foot") as { resultText: string }).resultText // "3.28084 ft"
 * @example evaluateConversion(converters.temperature, "-", "celsius", "kelvin").status // "idle"
 */
export function evaluateConversion(
  config: ConverterConfig,
  valueText: string,
  from: string,
  to: string,
): ConversionOutcome {
  const parsed = parseNumericText(valueText);
  if (parsed.kind === "empty" || parsed.kind === "incomplete") {
    return { status: "idle", context: config.contextWithoutValue };
  }
  if (parsed.kind === "invalid") return { status: "error", message: parsed.message };
  const value = parsed.value;
  const invalid = config.validate(value);
  if (invalid !== null) return { status: "error", message: invalid };
  const fromUnit = findUnit(config, from);
  const toUnit = findUnit(config, to);
  const result = config.convert(value, from, to);
  if (!fromUnit || !toUnit || result === null) {
    return { status: "error", message: messages.conversionFailed };
  }
  const resultText = config.formatResult(result, toUnit);
  const note = parsed.note ?? null;
  const readText = note === null ? valueText.trim() : plainNumberText(value);
  return { status: "result", value, readText, note, result, resultText };
}

export interface ConverterState {
  valueText: string;
  from: string;
  to: string;
}

/**
 * The converter's starting state: its defaults.
 * @example defaultState(converters.length) // { valueText: "1", from: "meter", to: "foot" }
 */
export function defaultState(config: ConverterConfig): ConverterState {
  return { valueText: config.defaultValue, from: config.defaultFrom, to: config.defaultTo };
}

/**
 * Reads a shared link's query (?value=5&from=meter&to=foot). Each part that is missing or invalid
 * (not accepted by the input rule, no result, unknown unit) falls back to the default.
 * @example stateFromQuery(converters.length, new URLSearchParams("value=5&to=inch")) // { valueText: "5", from: "meter", to: "inch" }
 */
export function stateFromQuery(config: ConverterConfig, query: URLSearchParams): ConverterState {
  const fallback = defaultState(config);
  const from = query.get("from");
  const to = query.get("to");
  const state: ConverterState = {
    valueText: fallback.valueText,
    from: from !== null && config.isUnit(from) ? from : fallback.from,
    to: to !== null && config.isUnit(to) ? to : fallback.to,
  };
  const valueText = query.get("value");
  if (valueText !== null) {
    const decision = acceptInput(valueText, config.inputRule);
    if (
      decision.accepted &&
      decision.value === valueText &&
      evaluateConversion(config, valueText, state.from, state.to).status === "result"
    ) {
      state.valueText = valueText;
    }
  }
  return state;
}

/**
 * The query string that reproduces a state.
 * @example queryFromState({ valueText: "5", from: "meter", to: "foot" }) // "value=5&from=meter&to=foot"
 */
export function queryFromState(state: ConverterState): string {
  return new URLSearchParams({ value: state.valueText, from: state.from, to: state.to }).toString();
}

/**
 * The fraction line a converter's results in a unit get, or null for none.
 * @example fractionKind(lengthConverter, "foot") // "tape-measure"
 */
export function fractionKind(config: ConverterConfig, unitKey: string): FractionKind | null {
  return config.fractionUnits[unitKey] ?? null;
}
