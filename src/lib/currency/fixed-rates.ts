/**
 * The currency converter's built-in rates, in a file of their own: pages that show rates carry
 * the build's or the live ones, so only the server and what answers without a page's rates (the
 * calculator's currency questions) load this table.
 */
import type { RatesSnapshot, UsdRates } from "./currency";

/**
 * The built-in table: USD→EUR, GBP and JPY as the spec fixes them, the others approximate
 * mid-market rates of November 2025. Used only when no fetched rates are available.
 */
export const fixedUsdRates: UsdRates = {
  USD: 1,
  EUR: 0.852,
  GBP: 0.734,
  JPY: 149.5,
  CAD: 1.4015,
  AUD: 1.539,
  CHF: 0.8035,
  CNY: 7.108,
  INR: 88.65,
  KRW: 1465.2,
  BRL: 5.335,
  MXN: 18.42,
  RUB: 79.3,
  ZAR: 17.31,
  SGD: 1.3045,
  HKD: 7.781,
  NOK: 10.155,
  SEK: 9.498,
  DKK: 6.362,
  NZD: 1.772,
};

/** The date the built-in table describes (UTC midnight). */
export const fixedRatesAsOfMs = Date.UTC(2025, 10, 21);

/** The snapshot of last resort: the built-in table. */
export const fixedRatesSnapshot: RatesSnapshot = {
  usdRates: fixedUsdRates,
  updatedAtMs: fixedRatesAsOfMs,
  source: "fixed",
  missing: [],
};
