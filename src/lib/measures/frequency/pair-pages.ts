/**
 * The frequency pairs with a page of their own, each both ways: the conversions people look up
 * (Hz and rpm, kHz and Hz, MHz and kHz, rad/s and rpm), not every pair of seven units.
 */
import type { FrequencyUnitKey } from "./units";

const searchedPairs: readonly (readonly [FrequencyUnitKey, FrequencyUnitKey])[] = [
  ["hertz", "rpm"],
  ["kilohertz", "hertz"],
  ["megahertz", "kilohertz"],
  ["megahertz", "hertz"],
  ["gigahertz", "megahertz"],
  ["gigahertz", "hertz"],
  ["terahertz", "gigahertz"],
  ["radian_per_second", "rpm"],
  ["radian_per_second", "hertz"],
];

/** Every searched pair, in both directions. */
export const frequencyPairPages = searchedPairs.flatMap(([a, b]) => [
  [a, b] as const,
  [b, a] as const,
]);
