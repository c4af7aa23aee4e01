/**
 * Everything a unit-pair page shows, computed from the converter the page's island uses: the
 * answer for one unit in the converter's own format, the formula both ways, the table of common
 * values, where the units are used, and the links and breadcrumb.
 */
import { findUnit, type ConverterConfig } from "../measures";
import { converters } from "../measures/all";
import type { UnitNames } from "../measures/types";
import { measureAbouts } from "../measures/page-parts";
import type { ConverterId } from "../measures";
import { measureUnitUses } from "../measures/page-parts";
import { commonValues } from "./common-values";
import { pairFormula, type PairFormula } from "./formula";
import { unitNames } from "./names";
import { findPair, measurePath, relatedPairs, type UnitPair } from "./pairs";
import { unitReadingNote } from "./reading-note";
import { convertedOrThrow, pairStatements, tableValue } from "./statement";

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
  const uses = measureUnitUses(measure)[key];
  if (!unit || !names || uses === undefined) {
    throw new Error(`The ${measure} converter has no unit ${key} with names and uses`);
  }
  return { key, label: unit.label, symbol: unit.symbol, names, uses };
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

  const { answer, statement, reverseStatement } = pairStatements(pair);
  const tool = measureAbouts[measure].tool;
  const h1 = `${pair.heading} Converter`;
  const related = relatedPairs(pair);

  return {
    pair,
    from,
    to,
    h1,
    title: `${h1}: ${statement}`,
    description: pairDescription(from, to, statement, formula),
    answer,
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
