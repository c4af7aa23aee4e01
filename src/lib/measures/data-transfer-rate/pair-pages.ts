/**
 * The data transfer rate pairs with a page of their own, each both ways: the conversions people
 * look up (Mbps and MB/s, Gbps and Mbps, MB/s and MiB/s, kbps and Mbps), not all 132 ordered pairs.
 */
import type { DataTransferRateUnitKey } from "./units";

const searchedPairs: readonly (readonly [DataTransferRateUnitKey, DataTransferRateUnitKey])[] = [
  ["megabits_per_second", "megabytes_per_second"],
  ["gigabits_per_second", "megabits_per_second"],
  ["megabits_per_second", "kilobits_per_second"],
  ["kilobits_per_second", "bits_per_second"],
  ["gigabits_per_second", "gigabytes_per_second"],
  ["gigabits_per_second", "megabytes_per_second"],
  ["terabits_per_second", "gigabits_per_second"],
  ["megabits_per_second", "mebibytes_per_second"],
  ["megabytes_per_second", "mebibytes_per_second"],
  ["megabytes_per_second", "kilobytes_per_second"],
  ["kilobits_per_second", "kilobytes_per_second"],
  ["kilobytes_per_second", "kibibytes_per_second"],
  ["gigabytes_per_second", "gibibytes_per_second"],
  ["gigabytes_per_second", "megabytes_per_second"],
  ["bytes_per_second", "bits_per_second"],
  ["mebibytes_per_second", "kibibytes_per_second"],
];

/** Every searched pair, in both directions. */
export const dataTransferRatePairPages = searchedPairs.flatMap(([a, b]) => [
  [a, b] as const,
  [b, a] as const,
]);
