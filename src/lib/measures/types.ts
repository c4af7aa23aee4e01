/**
 * The shape of a linear unit table: every unit of a measure converts to the measure's base unit by
 * multiplying with its factor (the base unit has factor 1).
 */

export interface LinearUnit {
  /** Machine key, used in selects and the URL query, e.g. 'meter'. */
  readonly key: string;
  /** Option text, e.g. 'Meters (m)'. */
  readonly label: string;
  /** Printed after a result, e.g. 'm'. */
  readonly symbol: string;
  /** The select's option group, e.g. 'Metric'. */
  readonly group: string;
  /** Multiply a value in this unit by the factor to get the base unit. */
  readonly factor: number;
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
