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
  /**
   * Symbols read only in this exact case, besides the converter's own: 'kB' is the decimal
   * kilobyte, while 'kb' in any other case is the site's 1024-based one.
   */
  readonly caseSymbols?: readonly string[];
  /** True for a unit with no pair pages of its own (the data converter's decimal units). */
  readonly withoutPairPages?: true;
  /** The unit of a bare number after this one in Quick convert: 5 ft 9 is 5 ft 9 in. */
  readonly nextSmaller?: Key;
  /**
   * True for a name a temperature is often written with, its scale left out: next to a
   * temperature scale ('100 degrees to celsius'), Quick convert asks which scale was meant.
   */
  readonly alsoTemperature?: true;
}

/** The names of every unit of a table, by key. */
export type UnitNamesOf<Key extends string> = Readonly<Record<Key, UnitNames<Key>>>;

/**
 * A unit people type that no converter's select lists: the UK gallon, the short ton, the kibibyte.
 * Quick convert reads it and the conversion factors page lists it; its size is defined in its
 * measure's units.ts like every other unit.
 */
export interface VariantUnit extends UnitDefinition {
  readonly key: string;
  /** Printed after an answer, e.g. 'gal (UK)'. */
  readonly symbol: string;
  /** Its names as Quick convert reads them; `counterpart` is a converter unit. */
  readonly names: Omit<UnitNames, "heading">;
}

/** Another unit that a converter unit's name also means. */
export interface OtherMeaning {
  /** A variant's key, or a converter unit's ('terabyte_decimal'). */
  readonly key: string;
  /** The reading it belongs to, for Quick convert's note: 'UK (imperial)', 'metric', 'decimal'. */
  readonly reading: string;
}

/** What a pair page says of a converter unit whose name also means another unit. */
export interface UnitMeaning {
  /** What the converter's unit is, in the plural, e.g. 'US gallons'. */
  readonly meaning: string;
  /** The converter unit the note gives sizes in, e.g. 'liter'. */
  readonly sizeIn: string;
}

/**
 * A measure's variants, and its converter units whose names also mean other units (a gallon is a
 * US or a UK gallon; a TB is 1024-based here and decimal on a drive's box), from its variants.ts.
 * What the pair pages say of those is in the measure's names.ts (`UnitMeaning`).
 */
export interface MeasureVariants {
  readonly units: readonly VariantUnit[];
  /** By converter unit key: the other units its name also means. */
  readonly ambiguous: Readonly<Record<string, readonly OtherMeaning[]>>;
  /** How Quick convert says which meaning of such a name it read. */
  readonly reading: {
    /** After such a unit's symbol in an answer, e.g. ' (US)' for 'gal (US)'. */
    readonly symbolSuffix?: string;
    /** Typed text that names the converter's meaning ('us gallon'): its answer needs no note. */
    readonly namedWhen?: RegExp;
    /** The note's words for the meaning read; null where the symbols say it. */
    readonly used: string | null;
    /** The note's lead-in to the answer in the other meaning(s). */
    readonly other: (readings: readonly string[]) => string;
  };
  /**
   * Words Quick convert does not read as a unit, their meanings being too far apart ('ton'), by
   * lowercase word: what it says instead, given the word as the message quotes it.
   */
  readonly unread?: Readonly<Record<string, (quoted: string) => string>>;
}
