/** What data transfer rate units are called and how people write them: for unit-pair pages and Quick convert, kept apart from the factors so converter pages do not download them. */
import type { MeasureWords } from "../measure";
import type { UnitNamesOf } from "../types";
import type { DataTransferRateUnitKey } from "./units";
import { dataTransferRateVariants } from "./variants";
import { dataTransferRatePairPages } from "./pair-pages";

/**
 * The names of a decimal rate of bits (prefix 'mega', letter 'm'): 'mbps', 'mb/s', 'mbit/s'. A
 * lowercase b is a bit, so text in one case ('MBPS', 'mb/s') reads as bits; the byte rates keep
 * their capital B as symbols read in their own case ('MB/s', 'MBps').
 */
function bitRateNames(prefix: string, letter: string, counterpart: DataTransferRateUnitKey) {
  const name = `${prefix}bit`;
  return {
    singular: `${name} per second`,
    plural: `${name}s per second`,
    heading: `${name.charAt(0).toUpperCase()}${name.slice(1)}s per Second`,
    aliases: [
      `${letter}bps`,
      `${letter}b/s`,
      `${letter}bit/s`,
      `${letter}bits/s`,
      `${letter}bit/sec`,
      `${name}/s`,
      `${name}s/s`,
      `${name}s per sec`,
    ],
    counterpart,
  } as const;
}

/** The names of a decimal rate of bytes: 'megabytes per second', 'mbyte/s', symbols 'MBps'. */
function byteRateNames(
  prefix: string,
  letter: string,
  counterpart: DataTransferRateUnitKey,
  caseSymbols: readonly string[],
) {
  const name = `${prefix}byte`;
  return {
    singular: `${name} per second`,
    plural: `${name}s per second`,
    heading: `${name.charAt(0).toUpperCase()}${name.slice(1)}s per Second`,
    aliases: [`${letter}byte/s`, `${letter}bytes/s`, `${name}/s`, `${name}s/s`, `${name}s per sec`],
    counterpart,
    caseSymbols,
  } as const;
}

export const dataTransferRateUnitNames = {
  bits_per_second: {
    singular: "bit per second",
    plural: "bits per second",
    heading: "Bits per Second",
    aliases: ["bps", "b/s", "bits/s", "bit/sec", "bits/sec", "bits per sec"],
    counterpart: "bytes_per_second",
  },
  kilobits_per_second: bitRateNames("kilo", "k", "megabits_per_second"),
  megabits_per_second: bitRateNames("mega", "m", "megabytes_per_second"),
  gigabits_per_second: bitRateNames("giga", "g", "megabits_per_second"),
  terabits_per_second: bitRateNames("tera", "t", "gigabits_per_second"),
  bytes_per_second: {
    singular: "byte per second",
    plural: "bytes per second",
    heading: "Bytes per Second",
    aliases: ["byte/s", "bytes/s", "byte/sec", "bytes/sec", "bytes per sec"],
    counterpart: "bits_per_second",
    caseSymbols: ["Bps"],
  },
  kilobytes_per_second: byteRateNames("kilo", "k", "kilobits_per_second", ["KB/s", "kBps", "KBps"]),
  megabytes_per_second: byteRateNames("mega", "m", "megabits_per_second", ["MBps"]),
  gigabytes_per_second: byteRateNames("giga", "g", "gigabits_per_second", ["GBps"]),
  kibibytes_per_second: {
    singular: "kibibyte per second",
    plural: "kibibytes per second",
    heading: "Kibibytes per Second",
    aliases: ["kib/s", "kibibyte/s", "kibibytes/s", "kibps"],
    counterpart: "kilobytes_per_second",
  },
  mebibytes_per_second: {
    singular: "mebibyte per second",
    plural: "mebibytes per second",
    heading: "Mebibytes per Second",
    aliases: ["mib/s", "mebibyte/s", "mebibytes/s", "mibps"],
    counterpart: "megabytes_per_second",
  },
  gibibytes_per_second: {
    singular: "gibibyte per second",
    plural: "gibibytes per second",
    heading: "Gibibytes per Second",
    aliases: ["gib/s", "gibibyte/s", "gibibytes/s", "gibps"],
    counterpart: "gigabytes_per_second",
  },
} as const satisfies UnitNamesOf<DataTransferRateUnitKey>;

/** How people name data transfer rates: what Quick convert, pair pages and site search read. */
export const words: MeasureWords = {
  pairPages: dataTransferRatePairPages,
  names: dataTransferRateUnitNames,
  variants: dataTransferRateVariants,
};
