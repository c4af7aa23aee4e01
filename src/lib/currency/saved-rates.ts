/**
 * Rates kept on the device for use offline. After each live update the currency converter keeps
 * the provider's answer and when it arrived; when a later request reaches no network, it reads
 * that answer back and shows it, through the same checks as a fresh one, as offline rates; a kept
 * answer that no longer passes them is removed, never shown.
 * The storage itself is passed in (the converter uses localStorage), so this stays pure.
 */
import {
  isPlausibleRatesTime,
  parseRatesResponse,
  type RatesParseResult,
  type UsdRates,
} from "./currency";

/** Where the converter keeps the last live answer it received. */
export const savedRatesKey = "currency-rates";

/** A kept answer and when this device received it (ms since 1970). */
export interface SavedRates {
  answer: unknown;
  fetchedAtMs: number;
}

/**
 * Keeps an answer with the time it arrived; storage that is blocked or full keeps nothing.
 * @example keepRates((text) => localStorage.setItem(savedRatesKey, text), answer, Date.now())
 */
export function keepRates(write: (text: string) => void, answer: unknown, nowMs: number): void {
  try {
    write(JSON.stringify({ fetchedAtMs: nowMs, answer } satisfies SavedRates));
  } catch {
    // Nothing is kept for use offline then.
  }
}

/**
 * The kept answer, unless there is none, storage is blocked, it is unreadable, its time of
 * receipt is not plausible at `nowMs` (isPlausibleRatesTime), or it was received before
 * `newerThanMs` (the update time of the rates already shown, which are then the newer ones).
 * @example readSavedRates(() => '{"fetchedAtMs":1763683200000,"answer":{}}', 0, Date.UTC(2025, 10, 22)) // { fetchedAtMs: 1763683200000, answer: {} }
 * @example readSavedRates(() => null, 0, Date.now()) // null
 */
export function readSavedRates(
  read: () => string | null,
  newerThanMs: number,
  nowMs: number,
): SavedRates | null {
  try {
    const { fetchedAtMs, answer } = JSON.parse(read() ?? "") as Partial<SavedRates>;
    return typeof fetchedAtMs === "number" &&
      isPlausibleRatesTime(fetchedAtMs, nowMs) &&
      fetchedAtMs >= newerThanMs
      ? { fetchedAtMs, answer }
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
 * The kept rates checked whole, as a fresh answer is (parseRatesResponse, dated against when they
 * were received). Kept rates that are unreadable or fail a check are removed from the storage, so
 * a bad answer saved by an older version is never shown; rates older than `newerThanMs` are left
 * alone and give null.
 * @example loadSavedRates({ read: () => localStorage.getItem(savedRatesKey), remove: () => localStorage.removeItem(savedRatesKey) }, fixedUsdRates, shownRates.updatedAtMs, Date.now())
 */
export function loadSavedRates(
  storage: { read: () => string | null; remove: () => void },
  previous: UsdRates,
  newerThanMs: number,
  nowMs: number,
): UsableSavedRates | null {
  const kept = readSavedRates(storage.read, -Infinity, nowMs);
  const parsed = kept && parseRatesResponse(kept.answer, previous, kept.fetchedAtMs);
  if (!kept || !parsed?.ok) {
    try {
      storage.remove();
    } catch {
      // Blocked storage holds nothing to remove.
    }
    return null;
  }
  return kept.fetchedAtMs >= newerThanMs ? { parsed, fetchedAtMs: kept.fetchedAtMs } : null;
}
