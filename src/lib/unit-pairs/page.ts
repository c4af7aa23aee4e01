/**
 * Everything a unit-pair page shows, computed from the converter the page's island uses: the
 * answer for one unit in the converter's own format, the formula both ways, the table of common
 * values, where the units are used, and the links and breadcrumb.
 */
import { angleUnitUses } from "../measures/angle/names";
import { converters, findUnit, type ConverterConfig, type UnitOption } from "../measures";
import { fuelEconomyUnitUses } from "../measures/fuel-economy/names";
import { formatTrimmed } from "../number-format";
import { withUnitSymbol } from "../result-format";
import { temperatureUnitUses } from "../measures/temperature/names";
import { areaUnitUses } from "../measures/area/names";
import { dataStorageUnitUses } from "../measures/data-storage/names";
import { energyUnitUses } from "../measures/energy/names";
import { lengthUnitUses } from "../measures/length/names";
import { massUnitUses } from "../measures/weight/names";
import { powerUnitUses } from "../measures/power/names";
import { pressureUnitUses } from "../measures/pressure/names";
import { speedUnitUses } from "../measures/speed/names";
import type { UnitNames } from "../measures/types";
import { volumeUnitUses } from "../measures/volume/names";
import { getTool } from "../../tools";
import type { ConverterId } from "../measures/define-converter";
import { commonValues } from "./common-values";
import { pairFormula, type PairFormula } from "./formula";
import { unitNames } from "./names";
import { findPair, measurePath, relatedPairs, type UnitPair } from "./pairs";
import { unitReadingNote } from "./reading-note";

/** Where each unit is used, by converter and unit key. */
const unitUses: Readonly<Record<ConverterId, Readonly<Record<string, string>>>> = {
  length: lengthUnitUses,
  weight: massUnitUses,
  temperature: temperatureUnitUses,
  volume: volumeUnitUses,
  "data-storage": dataStorageUnitUses,
  speed: speedUnitUses,
  area: areaUnitUses,
  pressure: pressureUnitUses,
  energy: energyUnitUses,
  power: powerUnitUses,
  angle: angleUnitUses,
  "fuel-economy": fuelEconomyUnitUses,
};

export interface PairUnit {
  key: string;
  /** The select's label, e.g. 'Meters (m)'. */
  label: string;
  symbol: string;
  names: UnitNames;
  /** Where the unit is used. */
  uses: string;
}

export interface PairLink {
  path: string;
  heading: string;
}

export interface PairPageData {
  pair: UnitPair;
  from: PairUnit;
  to: PairUnit;
  /** 'Meters to Feet Converter'. */
  h1: string;
  /** The document title, e.g. 'Meters to Feet Converter: 1 meter = 3.28084 feet'. */
  title: string;
  description: string;
  /** One unit converted, as the converter shows it: { from: '1 m', to: '3.28084 ft' }. */
  answer: { from: string; to: string };
  /** The same in words: '1 meter = 3.28084 feet'. */
  statement: string;
  /** The reverse pair's answer in words: '1 tablespoon = 0.0625 cups'. */
  reverseStatement: string;
  /** Which gallon, ton or terabyte the page converts, for each unit whose name means two. */
  readingNotes: string[];
  formula: PairFormula;
  reverseFormula: PairFormula;
  table: { caption: string; rows: { from: string; to: string }[] };
  reverse: PairLink;
  converterPage: PairLink;
  related: { fromSame: PairLink[]; toSame: PairLink[] };
  breadcrumb: PairLink[];
}

function pairUnit(config: ConverterConfig, measure: ConverterId, key: string): PairUnit {
  const unit = findUnit(config, key);
  const names = unitNames(measure, key);
  const uses = unitUses[measure][key];
  if (!unit || !names || uses === undefined) {
    throw new Error(`The ${measure} converter has no unit ${key} with names and uses`);
  }
  return { key, label: unit.label, symbol: unit.symbol, names, uses };
}

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

function convertedOrThrow(
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

/** Search engines show about 160 characters of a description. */
const descriptionLength = 160;

function pairDescription(
  from: PairUnit,
  to: PairUnit,
  statement: string,
  formula: PairFormula,
): string {
  const lead = `${statement}. Convert ${from.names.plural} to ${to.names.plural}`;
  const candidates = [
    `${lead} with the formula ${formula.symbols}, a table of common values and a free converter.`,
    `${lead} with a table of common values and a free converter.`,
    `${statement}: the formula, a table of common values and a free converter.`,
  ];
  return candidates.find((text) => text.length <= descriptionLength) ?? statement;
}

function link(pair: UnitPair): PairLink {
  return { path: pair.path, heading: pair.heading };
}

/**
 * The content of a pair's page.
 * @example pairPageData(findPair("length", "meter", "foot")!).statement // "1 meter = 3.28084 feet"
 */
export function pairPageData(pair: UnitPair): PairPageData {
  const { measure } = pair;
  const config = converters[measure];
  const from = pairUnit(config, measure, pair.from);
  const to = pairUnit(config, measure, pair.to);
  const fromOption = findUnit(config, pair.from);
  const toOption = findUnit(config, pair.to);
  const reversePair = findPair(measure, pair.to, pair.from);
  const formula = pairFormula(measure, pair.from, pair.to);
  const reverseFormula = pairFormula(measure, pair.to, pair.from);
  if (!fromOption || !toOption || !reversePair || !formula || !reverseFormula) {
    throw new Error(`No page data for ${pair.path}`);
  }

  const one = convertedOrThrow(config, 1, pair.from, pair.to);
  const back = convertedOrThrow(config, 1, pair.to, pair.from);
  const statement = `1 ${from.names.singular} = ${statedValue(config, one, toOption, to.names)}`;
  const reverseStatement = `1 ${to.names.singular} = ${statedValue(config, back, fromOption, from.names)}`;
  const tool = getTool(measure);
  const h1 = `${pair.heading} Converter`;
  const related = relatedPairs(pair);

  return {
    pair,
    from,
    to,
    h1,
    title: `${h1}: ${statement}`,
    description: pairDescription(from, to, statement, formula),
    answer: {
      from: tableValue(1, from.symbol),
      to: config.formatResult(one, toOption),
    },
    statement,
    reverseStatement,
    readingNotes: [pair.from, pair.to]
      .map((key) => unitReadingNote(measure, key))
      .filter((note): note is string => note !== null),
    formula,
    reverseFormula,
    table: {
      caption: `${from.names.heading} to ${to.names.plural}: common values`,
      rows: commonValues(measure, pair.from).map((value) => ({
        from: tableValue(value, from.symbol),
        to: config.formatResult(convertedOrThrow(config, value, pair.from, pair.to), toOption),
      })),
    },
    reverse: link(reversePair),
    converterPage: { path: measurePath(measure), heading: tool.title },
    related: { fromSame: related.fromSame.map(link), toSame: related.toSame.map(link) },
    breadcrumb: [
      { path: "/", heading: "Home" },
      { path: measurePath(measure), heading: tool.title },
      { path: pair.path, heading: pair.heading },
    ],
  };
}
