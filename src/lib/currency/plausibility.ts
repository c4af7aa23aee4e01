/**
 * Whether a table of live rates is plausible as a whole against the last rates the page trusts
 * (the table it was built with, or the last answer it accepted): each currency within a band of
 * its trusted rate that widens with the time between the two, and the spec's three fixed
 * currencies present. The rule and where its numbers come from: docs/currency-rates.md.
 */
import type { CurrencyCode, UsdRates } from "./currency";

/** Rates the page trusts, and when the provider last updated them (ms since 1970). */
export interface TrustedRates {
  usdRates: UsdRates;
  updatedAtMs: number;
}

/** The currencies an answer must give itself: the three whose rates the spec fixes. */
export const requiredCurrencies = ["EUR", "GBP", "JPY"] as const satisfies readonly CurrencyCode[];

/** A year of the band: 365 days (a policy's round year, not the calendar's mean one). */
const yearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * The factor a rate may move by in `elapsedMs` (no less than a day's).
 * @example allowedMoveFactor(0) // 2
 * @example allowedMoveFactor(365 * 86_400_000) // 4
 */
export function allowedMoveFactor(elapsedMs: number): number {
  const years = Math.max(0, elapsedMs) / yearMs;
  // Halved or doubled from one day to the next, one factor of 2 more a year (docs/currency-rates.md).
  return 2 * 2 ** years;
}

/**
 * The first currency of `given` (updated at `givenAtMs`) whose rate moved out of its band since
 * the trusted table, or undefined for a plausible table.
 * @example implausibleMove({ ...fixedUsdRates, EUR: 900_000_000 }, Date.UTC(2025, 10, 22), { usdRates: fixedUsdRates, updatedAtMs: Date.UTC(2025, 10, 21) }) // "EUR"
 */
export function implausibleMove(
  given: UsdRates,
  givenAtMs: number,
  trusted: TrustedRates,
): CurrencyCode | undefined {
  const factor = allowedMoveFactor(Math.abs(givenAtMs - trusted.updatedAtMs));
  return (Object.keys(trusted.usdRates) as CurrencyCode[]).find((code) => {
    const ratio = given[code] / trusted.usdRates[code];
    return !(ratio <= factor && ratio >= 1 / factor);
  });
}
