/**
 * What a measure is: one object that holds every part of it, exported as `measure` by its folder's
 * index.ts and listed once in ./index.ts. The parts a converter page needs at once (its converter)
 * are plain fields; the parts only some readers need are loaded on demand, so that a page downloads
 * only what it shows: the words Quick convert and the pair pages read, the context line under a
 * result, and what only the server prints (the tool's texts, where units are used, the reference
 * card, the pair pages' tables and formulas). Nothing of a measure is found by file or export name.
 */
import type { Conversion, ConverterConfig, ConverterContext } from "./define-converter";
import type { ReferenceCardData } from "./reference-card";
import type { MeasureVariants, UnitMeaning, UnitNames } from "./types";
import type { Tool } from "../tool";
import type { DownloadTimeForm } from "./data-transfer-rate/download-time";

/** How people name a measure's units, for Quick convert, pair pages and site search. */
export interface MeasureWords {
  /** Every converter unit's names, by unit key. */
  readonly names: Readonly<Record<string, UnitNames>>;
  /** The units people type beyond the converter's, and the converter units of two meanings. */
  readonly variants?: MeasureVariants;
  /**
   * True for a measure of temperature scales: 'degrees' next to one of its units is a temperature
   * with its scale left out, so Quick convert asks which scale was meant.
   */
  readonly temperatureScales?: true;
  /**
   * The unit pairs that have a page of their own (from, to), for a measure with too many units for
   * a page per ordered pair; absent, every ordered pair of its units has one. Quick convert links
   * to them; the converter page never needs them.
   */
  readonly pairPages?: readonly (readonly [from: string, to: string])[];
}

/** A pair formula in symbols and in words, for a measure that is not a plain ratio of units. */
export interface FormulaText {
  /** With unit symbols, e.g. '°F = °C × 9/5 + 32' (the pair page puts the units' names for them). */
  readonly symbols: string;
  /** What to do, e.g. 'multiply the temperature in degrees Celsius by 9/5 (1.8), then add 32'. */
  readonly instruction: string;
}

/**
 * A small tool of its own that a converter page shows under its converter, by what it works out,
 * with what its island (src/components/converters/) renders from: 'download-time', how long a file
 * of a given size takes at a data transfer rate (data-transfer-rate/download-time.ts).
 */
export type ConverterCompanion = {
  readonly kind: "download-time";
  readonly form: DownloadTimeForm;
};

/** What only the measure's pages print. */
export interface MeasureAbout {
  /** Its entry in the tool registry (src/tools.ts): card, page texts, paths, keywords. */
  readonly tool: Tool;
  /** Where each unit is used: a paragraph for its pair pages, by unit key. */
  readonly unitUses: Readonly<Record<string, string>>;
  /** What a pair page says of a converter unit whose name also means another unit. */
  readonly unitMeanings?: Readonly<Partial<Record<string, UnitMeaning>>>;
  /** The side card of the converter page. */
  readonly referenceCard: ReferenceCardData;
  /** The values of a pair page's table in the unit converted from; everyday counts if absent. */
  readonly pairTableValues?: (from: string) => readonly number[];
  /** The formula of a pair where no factor says it (temperature's offsets). */
  readonly pairFormula?: (from: string, to: string) => FormulaText | undefined;
  /**
   * A pair's factor written exactly where a decimal cannot be (angles in π: 'π/180'); undefined for
   * a pair whose decimal factor says it.
   */
  readonly pairFactor?: (from: string, to: string) => string | undefined;
  /** A second form the converter page shows under its converter, if the measure has one. */
  readonly companion?: ConverterCompanion;
}

/**
 * The context line of a conversion. Each measure's function takes its own unit keys; callers check
 * the units are the converter's first (contexts.ts).
 */
export type MeasureContext = (conversion: Conversion<never>) => ConverterContext;

/** One measure, as its folder's index.ts exports it. */
export interface Measure {
  /** Its key in the list of measures (./index.ts): also its folder's name and its tool's id. */
  readonly id: string;
  /** Units, defaults, input rule, conversion and result format: all a converter page needs at once. */
  readonly converter: ConverterConfig;
  /**
   * False where amounts in several of its units cannot be added ('5 ft 9 in' can; two temperatures
   * or two fuel economies cannot): Quick convert refuses them.
   */
  readonly amountsAdd: boolean;
  /** Its units' names and variants, loaded by Quick convert and the pages. */
  readonly words: () => Promise<MeasureWords>;
  /** The line under a result, loaded with the converter's details; absent for a measure without. */
  readonly context?: () => Promise<MeasureContext>;
  /** What only its pages print, loaded by the server. */
  readonly about: () => Promise<MeasureAbout>;
}

/** What a measure's folder writes (index.ts): its id comes from its converter, `amountsAdd` is true unless given. */
export type MeasureParts = Omit<Measure, "id" | "amountsAdd"> & { readonly amountsAdd?: boolean };

/**
 * The measure that a folder's parts make, checked against the id it is listed under: its id is its
 * converter's, and its amounts add unless it says otherwise.
 * @example measureOf("speed", parts).amountsAdd // true
 */
export function measureOf(id: string, parts: MeasureParts): Measure {
  const measure = { ...parts, id: parts.converter.id, amountsAdd: parts.amountsAdd ?? true };
  if (measure.id !== id)
    throw new Error(`src/lib/measures/${id}/index.ts: its converter's id is "${measure.id}"`);
  return measure;
}

/**
 * A measure's pair pages from pairs listed once: each in both directions, since every pair page
 * links to its reverse.
 * @example pairPagesBothWays([["pound_force", "newton"]]) // [["pound_force", "newton"], ["newton", "pound_force"]]
 */
export function pairPagesBothWays<Key extends string>(
  pairs: readonly (readonly [Key, Key])[],
): readonly (readonly [from: Key, to: Key])[] {
  return pairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]);
}
