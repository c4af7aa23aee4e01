/**
 * The shape of a linear unit table: every unit of a measure is an exact multiple of the measure's
 * base unit (its definition), written once in the measure's units.ts with the source it comes from.
 */
import type { Exact } from "./exact";
import type { SourceKey } from "./sources";

/** What a unit is, as the conversion factors page prints it. */
export interface UnitDefinition {
  /** The unit's size in the measure's base unit, exactly. */
  readonly exact: Exact;
  /** How the unit is defined, in symbols, e.g. '12 in' or '0.0254 m'. */
  readonly definedAs: string;
  /** Where the definition comes from: a key of `sources` (sources.ts), whose text the pages print. */
  readonly source: SourceKey;
}

export interface LinearUnit extends UnitDefinition {
  /** Machine key, used in selects and the URL query, e.g. 'meter'. */
  readonly key: string;
  /** Option text, e.g. 'Meters (m)'. */
  readonly label: string;
  /** Printed after a result, e.g. 'm'. */
  readonly symbol: string;
  /** The select's option group, e.g. 'Metric'. */
  readonly group: string;
}

/** The keys of a unit table declared `as const`. */
export type UnitKeyOf<Table extends readonly LinearUnit[]> = Table[number]["key"];

/**
 * How people name a unit: what pair pages print and what the quick-convert box reads. Kept in each
 * measure's module beside its unit table, as a separate export, so that an island that only
 * converts never bundles the names.
 */
export interface UnitNames<Key extends string = string> {
  /** The name of one, e.g. 'meter', 'degree Celsius'. */
  readonly singular: string;
  /** The name of several (and of fractions), e.g. 'meters', 'degrees Celsius'. */
  readonly plural: string;
  /** The name in headings and in pair paths (lowercased, hyphens), e.g. 'Meters', 'Celsius'. */
  readonly heading: string;
  /**
   * Other ways people write the unit, read without regard to case: symbols, abbreviations, UK
   * spellings, common misspellings. The singular and plural are read too without being listed.
   */
  readonly aliases: readonly string[];
  /** The unit people most often want this one in: the quick-convert default and a popular pair. */
  readonly counterpart: Key;
}

/** The names of every unit of a table, by key. */
export type UnitNamesOf<Key extends string> = Readonly<Record<Key, UnitNames<Key>>>;
