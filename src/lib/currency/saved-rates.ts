/**
 * Rates kept on the device for use offline. After each live update that passed every check the
 * currency converter keeps the twenty rates as numbers, when the provider updated them and when
 * they arrived (never the provider's raw answer); when a later request reaches no network, it
 * reads them back and shows them, through the same checks as a fresh answer, as offline rates.
 * Kept rates that no longer pass them are removed, never shown.
 * The storage itself is passed in (the converter uses localStorage), so this stays pure.
 */
import {
  isPlausibleRatesTime,
  parseRatesResponse,
  type RatesParseResult,
  type UsdRates,
} from "./currency";
import type { TrustedRates } from "./plausibility";

/** Where the converter keeps the last live rates it accepted. */
export const savedRatesKey = "currency-rates";

/** Kept rates: the twenty rates, when the provider updated them and when this device got them. */
export interface SavedRates {
  usdRates: UsdRates;
  updatedAtMs: number;
  fetchedAtMs: number;
}

/**
 * Keeps accepted rates with the time they arrived; storage that is blocked or full keeps nothing.
 * @example keepRates((text) => localStorage.setItem(savedRatesKey, text), parsed, Date.now())
 */
export function keepRates(
  write: (text: string) => void,
  rates: { usdRates: UsdRates; updatedAtMs: number },
  nowMs: number,
): void {
  try {
    // Accepted rates hold the twenty currencies, and only those (parseRatesResponse).
    write(
      JSON.stringify({
        usdRates: rates.usdRates,
        updatedAtMs: rates.updatedAtMs,
        fetchedAtMs: nowMs,
      } satisfies SavedRates),
    );
  } catch {
    // Nothing is kept for use offline then.
  }
}

/**
 * The kept rates, unless there are none, storage is blocked, they are unreadable, their time of
 * receipt is not plausible at `nowMs` (isPlausibleRatesTime), or they were received before
 * `newerThanMs` (the update time of the rates already shown, which are then the newer ones).
 * Their rates are not checked here (loadSavedRates does, as a fresh answer's).
 * @example readSavedRates(() => '{"usdRates":{},"updatedAtMs":1763683200000,"fetchedAtMs":1763683200000}', 0, Date.UTC(2025, 10, 22)) // { usdRates: {}, updatedAtMs: 1763683200000, fetchedAtMs: 1763683200000 }
 * @example readSavedRates(() => null, 0, Date.now()) // null
 */
export function readSavedRates(
  read: () => string | null,
  newerThanMs: number,
  nowMs: number,
): SavedRates | null {
  try {
    const kept = JSON.parse(read() ?? "") as SavedRates;
    // Only the time of receipt is checked here; loadSavedRates checks the rates and their date.
    return isPlausibleRatesTime(kept.fetchedAtMs, nowMs) && kept.fetchedAtMs >= newerThanMs
      ? kept
      : null;
  } catch {
    return null;
  }
}

/** Kept rates that passed every check, ready to show, with when this device received them. */
export interface UsableSavedRates {
  parsed: Extract<RatesParseResult, { ok: true }>;
  fetchedAtMs: number;
}

/**
 * The kept rates checked whole, as a fresh answer is (parseRatesResponse against the trusted
 * rates, dated against when they were received), every currency required. Kept rates that are
 * unreadable or fail a check (a copy an older version saved, a tampered one) are removed from the
 * storage; rates older than `newerThanMs` are left alone and give null.
 * @example loadSavedRates({ read: () => localStorage.getItem(savedRatesKey), remove: () => localStorage.removeItem(savedRatesKey) }, shownRates, shownRates.updatedAtMs, Date.now())
 */
export function loadSavedRates(
  storage: { read: () => string | null; remove: () => void },
  trusted: TrustedRates,
  newerThanMs: number,
  nowMs: number,
): UsableSavedRates | null {
  const kept = readSavedRates(storage.read, -Infinity, nowMs);
  const asAnswer = kept && {
    result: "success",
    base_code: "USD",
    time_last_update_unix: kept.updatedAtMs / 1000,
    rates: kept.usdRates,
  };
  const parsed = asAnswer && parseRatesResponse(asAnswer, trusted, kept.fetchedAtMs);
  if (!kept || !parsed?.ok || parsed.missing.length > 0) {
    try {
      storage.remove();
    } catch {
      // Blocked storage holds nothing to remove.
    }
    return null;
  }
  return kept.fetchedAtMs >= newerThanMs ? { parsed, fetchedAtMs: kept.fetchedAtMs } : null;
}
