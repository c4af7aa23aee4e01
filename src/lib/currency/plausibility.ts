/**
 * Whether a table of live rates is plausible as a whole against the last rates the page trusts
 * (the table it was built with, or the last answer it accepted): each currency within a band of
 * its trusted rate that widens with the time between the two, and the spec's three fixed
 * currencies present. The rule and where its numbers come from: docs/currency-rates.md.
 */
import type { CurrencyCode, UsdRates } from "./currency";
import { toNumber } from "../measures/exact";
import { times } from "../measures/time/units";

/** Rates the page trusts, and when the provider last updated them (ms since 1970). */
export interface TrustedRates {
  usdRates: UsdRates;
  updatedAtMs: number;
}

/** The currencies an answer must give itself: the three whose rates the spec fixes. */
export const requiredCurrencies = ["EUR", "GBP", "JPY"] as const satisfies readonly CurrencyCode[];

/**
 * How far a rate may move against the US dollar between two tables: by a factor of 2 either way
 * (halved or doubled) from one day to the next, one factor of 2 more for every year between them.
 */
export const rateBand = { perDay: 2, perYear: 2 } as const;

/** The mean Gregorian year in milliseconds (times are in seconds). */
const yearMs = toNumber(times.year.exact) * 1000;

/**
 * The factor a rate may move by in `elapsedMs` (no less than a day's).
 * @example allowedMoveFactor(0) // 2
 * @example allowedMoveFactor(365.2425 * 86_400_000) // 4
 */
export function allowedMoveFactor(elapsedMs: number): number {
  const years = Math.max(0, elapsedMs) / yearMs;
  return rateBand.perDay * rateBand.perYear ** years;
}

/** A currency whose rate left its band, with both rates. */
export interface RateMove {
  code: CurrencyCode;
  trusted: number;
  given: number;
}

/**
 * The currencies of `given` (updated at `givenAtMs`) whose rate moved out of its band since the
 * trusted table; none for a plausible table.
 * @example implausibleMoves({ ...fixedUsdRates, EUR: 900_000_000 }, Date.UTC(2025, 10, 22), { usdRates: fixedUsdRates, updatedAtMs: Date.UTC(2025, 10, 21) }) // [{ code: "EUR", trusted: 0.852, given: 900000000 }]
 */
export function implausibleMoves(
  given: UsdRates,
  givenAtMs: number,
  trusted: TrustedRates,
): RateMove[] {
  const factor = allowedMoveFactor(Math.abs(givenAtMs - trusted.updatedAtMs));
  return (Object.keys(trusted.usdRates) as CurrencyCode[])
    .filter((code) => {
      const ratio = given[code] / trusted.usdRates[code];
      return !(ratio <= factor && ratio >= 1 / factor);
    })
    .map((code) => ({ code, trusted: trusted.usdRates[code], given: given[code] }));
}
