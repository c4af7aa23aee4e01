/** What data storage units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import { dataStorageVariants } from "./variants";
import type { UnitNamesOf } from "../types";
import type { DataStorageUnitKey } from "./units";

/**
 * A decimal unit's names: 'decimal gigabytes', 'gb decimal', 'GB (decimal)'. Its
 * binary twin is its counterpart; it has no pair pages (they would double the converter's).
 */
function decimalNames(
  prefix: "kilo" | "mega" | "giga" | "tera" | "peta",
  counterpart: DataStorageUnitKey,
  caseSymbols: readonly string[] = [],
) {
  const name = `${prefix}byte`;
  const symbol = `${prefix.charAt(0)}b`;
  return {
    singular: `decimal ${name}`,
    plural: `decimal ${name}s`,
    heading: `Decimal ${name.charAt(0).toUpperCase()}${name.slice(1)}s`,
    aliases: [name, `${name}s`, symbol].flatMap((word) => [`${word} decimal`, `decimal ${word}`]),
    counterpart,
    caseSymbols,
    withoutPairPages: true,
  } as const;
}

export const dataStorageUnitNames = {
  bit: {
    singular: "bit",
    plural: "bits",
    heading: "Bits",
    aliases: [],
    counterpart: "byte",
  },
  byte: {
    singular: "byte",
    plural: "bytes",
    heading: "Bytes",
    aliases: ["octet", "octets"],
    counterpart: "bit",
  },
  kilobyte: {
    singular: "kilobyte",
    plural: "kilobytes",
    heading: "Kilobytes",
    aliases: ["kb", "kbyte", "kbytes"],
    counterpart: "megabyte",
  },
  megabyte: {
    singular: "megabyte",
    plural: "megabytes",
    heading: "Megabytes",
    aliases: ["mb", "mbyte", "mbytes", "meg", "megs"],
    counterpart: "gigabyte",
  },
  gigabyte: {
    singular: "gigabyte",
    plural: "gigabytes",
    heading: "Gigabytes",
    aliases: ["gb", "gbyte", "gbytes", "gig", "gigs"],
    counterpart: "megabyte",
  },
  terabyte: {
    singular: "terabyte",
    plural: "terabytes",
    heading: "Terabytes",
    aliases: ["tb", "tbyte", "tbytes"],
    counterpart: "gigabyte",
  },
  petabyte: {
    singular: "petabyte",
    plural: "petabytes",
    heading: "Petabytes",
    aliases: ["pb", "pbyte", "pbytes"],
    counterpart: "terabyte",
  },
  kilobit: {
    singular: "kilobit",
    plural: "kilobits",
    heading: "Kilobits",
    aliases: ["kbit", "kbits", "kibit"],
    counterpart: "kilobyte",
  },
  megabit: {
    singular: "megabit",
    plural: "megabits",
    heading: "Megabits",
    aliases: ["mbit", "mbits", "mibit"],
    counterpart: "megabyte",
  },
  gigabit: {
    singular: "gigabit",
    plural: "gigabits",
    heading: "Gigabits",
    aliases: ["gbit", "gbits", "gibit"],
    counterpart: "gigabyte",
  },
  kilobyte_decimal: decimalNames("kilo", "kilobyte", ["kB"]),
  megabyte_decimal: decimalNames("mega", "megabyte"),
  gigabyte_decimal: decimalNames("giga", "gigabyte"),
  terabyte_decimal: decimalNames("tera", "terabyte"),
  petabyte_decimal: decimalNames("peta", "petabyte"),
} as const satisfies UnitNamesOf<DataStorageUnitKey>;

/** How people name data storage units: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = { names: dataStorageUnitNames, variants: dataStorageVariants };
