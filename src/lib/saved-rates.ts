/**
 * Rates kept on the device for use offline. After each live update the currency converter keeps
 * the provider's answer and when it arrived; when a later request reaches no network, it reads
 * that answer back and shows it, through the same checks as a fresh one, as offline rates.
 * The storage itself is passed in (the converter uses localStorage), so this stays pure.
 */

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
 * The kept answer, unless there is none, storage is blocked, or it was received before
 * `newerThanMs` (the update time of the rates already shown, which are then the newer ones).
 * @example readSavedRates(() => '{"fetchedAtMs":5,"answer":{}}', 0) // { fetchedAtMs: 5, answer: {} }
 * @example readSavedRates(() => null, 0) // null
 */
export function readSavedRates(read: () => string | null, newerThanMs: number): SavedRates | null {
  try {
    const { fetchedAtMs, answer } = JSON.parse(read() ?? "") as Partial<SavedRates>;
    return typeof fetchedAtMs === "number" && fetchedAtMs >= newerThanMs
      ? { fetchedAtMs, answer }
      : null;
  } catch {
    return null;
  }
}
