/**
 * What a unit-pair page states first: the answer for one unit in the converter's own format, and
 * the sentence for each direction. Apart from the rest of the page's data (./page.ts) so that the
 * browser tests can read it: page.ts reads files that Vite finds in each measure's folder, and
 * Playwright loads no Vite.
 */
import { findUnit, type ConverterConfig, type UnitOption } from "../measures";
import { converters } from "../measures/all";
import type { UnitNames } from "../measures/types";
import { formatTrimmed } from "../number-format";
import { withUnitSymbol } from "../result-format";
import { unitNames } from "./names";
import type { UnitPair } from "./pairs";

/** A value with the unit's name, formatted as the converter formats its results. */
function statedValue(
  config: ConverterConfig,
  value: number,
  unit: UnitOption,
  names: UnitNames,
): string {
  const number = config.formatResult(value, { ...unit, symbol: "" }).trim();
  return `${number} ${number === "1" ? names.singular : names.plural}`;
}

/** A conversion that the pair pages rely on having a value. */
export function convertedOrThrow(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
): number {
  const result = config.convert(value, from, to);
  if (result === null) throw new Error(`${config.id}: ${value} ${from} has no value in ${to}`);
  return result;
}

/**
 * A value in the unit converted from, as the table prints it: up to 6 decimals with grouping.
 * @example tableValue(1000, "m") // "1,000 m"
 */
export function tableValue(value: number, symbol: string): string {
  return withUnitSymbol(formatTrimmed(value, 6, true), symbol);
}

/** The first things a pair page states. */
export interface PairStatements {
  /** One of the unit converted from, and its value: '1 m' → '3.28084 ft'. */
  answer: { from: string; to: string };
  /** The answer in words: '1 meter = 3.28084 feet'. */
  statement: string;
  /** The reverse pair's answer in words: '1 tablespoon = 0.0625 cups'. */
  reverseStatement: string;
}

/**
 * The answer and the sentences of a pair's page.
 * @example pairStatements(findPair("length", "meter", "foot")!).statement // "1 meter = 3.28084 feet"
 */
export function pairStatements(pair: UnitPair): PairStatements {
  const config = converters[pair.measure];
  const fromOption = findUnit(config, pair.from);
  const toOption = findUnit(config, pair.to);
  const fromNames = unitNames(pair.measure, pair.from);
  const toNames = unitNames(pair.measure, pair.to);
  if (!fromOption || !toOption || !fromNames || !toNames) {
    throw new Error(`No statements for ${pair.path}`);
  }
  const one = convertedOrThrow(config, 1, pair.from, pair.to);
  const back = convertedOrThrow(config, 1, pair.to, pair.from);
  return {
    answer: { from: tableValue(1, fromOption.symbol), to: config.formatResult(one, toOption) },
    statement: `1 ${fromNames.singular} = ${statedValue(config, one, toOption, toNames)}`,
    reverseStatement: `1 ${toNames.singular} = ${statedValue(config, back, fromOption, fromNames)}`,
  };
}
