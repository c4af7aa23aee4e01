/**
 * The time pairs with a page of their own, each both ways: the six conversions people look up most
 * (hours and minutes, minutes and seconds, days and hours, weeks and days, years and days, seconds
 * and milliseconds). Kept to these on purpose: the pages live under /time/ beside the age and time
 * zone pages, whose security policies differ, so each time pair page costs a header rule of its
 * own, and hosts read at most 100 (src/integrations/security-headers.ts).
 */
import type { TimeUnitKey } from "./units";

const searchedPairs: readonly (readonly [TimeUnitKey, TimeUnitKey])[] = [
  ["hours", "minutes"],
  ["minutes", "seconds"],
  ["days", "hours"],
  ["weeks", "days"],
  ["years", "days"],
  ["seconds", "milliseconds"],
];

/** Every searched pair, in both directions. */
export const timePairPages = searchedPairs.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]);
