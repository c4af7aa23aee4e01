/**
 * What a converter page's reference card is made of, and the helpers each measure's `reference.ts`
 * builds its lines with. The figures are computed through the library at build time, so that no
 * card re-types a number the library holds.
 *
 * Conversions print to 6 significant digits (1 kg = 2.20462 lb), as the spec's cards do; the
 * factors are exact, so relations that hold by definition print whole (1 stone = 14 lb,
 * 1 cup = 16 tbsp).
 */
import { formatExponential, formatSignificant } from "../number-format";
import { convertWithin } from "./linear";
import type { LinearUnit, UnitKeyOf } from "./types";
import type { ContextTone } from "./context-types";

/** One line of a reference card: '1 meter' = '3.28084 feet'. */
export interface ReferenceLine {
  term: string;
  value: string;
}

/**
 * A figure for a card: significant digits with en-US grouping.
 * @example referenceFigure(3.280839895013123) // "3.28084"
 * @example referenceFigure(13.999995590309, 4) // "14"
 */
export function referenceFigure(value: number, significantDigits = 6): string {
  return formatSignificant(value, significantDigits, true);
}

/**
 * A rounded figure for a context line: 3 significant digits with grouping, or e-notation (2
 * decimals) below 0.001 and from 10¹² up, where plain digits would run long.
 * @example roughFigure(0.2832545) // "0.283"
 * @example roughFigure(1.0197e-7) // "1.02e-7"
 */
export function roughFigure(value: number): string {
  const size = Math.abs(value);
  return size !== 0 && (size < 0.001 || size >= 1e12)
    ? formatExponential(value, 2)
    : formatSignificant(value, 3, true);
}

/**
 * The card-line maker of one linear measure: each line converts `amount` (1 unless given) of one
 * of its units to another, to `significantDigits` (6 unless given).
 * @example referenceLines(lengthUnits)("1 meter", "meter", "foot", "feet") // { term: "1 meter", value: "3.28084 feet" }
 */
export function referenceLines<Table extends readonly LinearUnit[]>(units: Table) {
  return (
    term: string,
    from: UnitKeyOf<Table>,
    to: UnitKeyOf<Table>,
    unitWords: string,
    significantDigits = 6,
    amount = 1,
  ): ReferenceLine => ({
    term,
    value: `${referenceFigure(convertWithin(units, amount, from, to), significantDigits)} ${unitWords}`,
  });
}

/** One band of a rating scale: 'Excellent: under 5 L/100km …'. */
export interface RatedBand {
  rating: string;
  /** The band's limits, in the measure's units. */
  range: string;
  description: string;
  tone: ContextTone;
}

/** A rating scale and examples rated on it (fuel economy's guide). */
export interface RatingGuide {
  scale: readonly RatedBand[];
  /** Typical things and their figures, e.g. 'Midsize sedan: about 7.5 L/100km'. */
  examples: readonly ReferenceLine[];
}

/** A titled list of lines on a reference card. */
export interface ReferenceSection {
  title?: string;
  lines: readonly ReferenceLine[];
}

/** What a converter page's side card shows: its sections, then any of the optional parts. */
export interface ReferenceCardData {
  title: string;
  sections: readonly ReferenceSection[];
  /** Extra classes for the card, e.g. 'hidden lg:block'. */
  class?: string;
  /** Formulas, printed in monospace under 'Formulas'. */
  formulas?: readonly string[];
  /** A sentence under the sections. */
  note?: string;
  /** A sentence right under the converter itself (which units the page counts in). */
  pageNote?: string;
  /** A rating scale with examples on it, under 'Rating Scale' and 'Examples' headings. */
  ratingGuide?: RatingGuide & { examplesTitle: string };
}

/** A term of a reference list with every value given for it. */
export interface ReferenceTerm {
  term: string;
  values: string[];
}

/**
 * A list's lines by term: lines in a row with the same term ('1 atm = …' five times) share it, so
 * the page's description list names each term once.
 * @example referenceTerms([{ term: "1 atm", value: "101,325 Pa" }, { term: "1 atm", value: "1.01325 bar" }]) // [{ term: "1 atm", values: ["101,325 Pa", "1.01325 bar"] }]
 */
export function referenceTerms(lines: readonly ReferenceLine[]): ReferenceTerm[] {
  const terms: ReferenceTerm[] = [];
  for (const line of lines) {
    const last = terms.at(-1);
    if (last?.term === line.term) last.values.push(line.value);
    else terms.push({ term: line.term, values: [line.value] });
  }
  return terms;
}
