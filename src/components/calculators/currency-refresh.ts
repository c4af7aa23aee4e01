/**
 * Keeps the currency converter's rates fresh: loads them at once and then every
 * `currencyRefreshMs`; with no network, falls back to the last answer this device kept (and tries
 * again when the network returns); keeps each good answer. The converter loads this beside its
 * first answer, which the page's own rates give.
 */
import {
  listCodes,
  parseRatesResponse,
  type RatesParseResult,
  type RatesSnapshot,
} from "../../lib/currency/currency";
import { fetchJson } from "../../lib/currency/fetch-json";
import { keepRates, loadSavedRates, savedRatesKey } from "../../lib/currency/saved-rates";
import { currencyRefreshMs } from "../../lib/timings";

/** A request that has not answered by then counts as failed; the next refresh tries again. */
const requestTimeoutMs = 20_000;

/** What the converter does as a refresh starts, succeeds or fails. */
export interface RatesRefreshHandlers {
  attempt: () => void;
  succeed: (rates: RatesSnapshot) => void;
  /**
   * unreachable: no network or no answer in time, as opposed to an answer that was refused;
   * reason: why an answer was refused, if one was.
   */
  fail: (unreachable: boolean, reason: string | null) => void;
}

/**
 * Starts refreshing the rates that `latestRates` holds (it is updated with each new answer).
 * Returns the function that stops it.
 * @example const stop = startRatesRefresh(defaultRatesUrl, latestRates, handlers); stop();
 */
export function startRatesRefresh(
  ratesUrl: string,
  latestRates: { current: RatesSnapshot },
  handlers: RatesRefreshHandlers,
): () => void {
  let active = true;
  let controller: AbortController | null = null;

  async function loadRates() {
    controller?.abort();
    const request = new AbortController();
    controller = request;
    // Aborted by the next refresh, or by the time limit.
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(requestTimeoutMs)]);
    handlers.attempt();
    try {
      let parsed: RatesParseResult;
      let fetchedAtMs: number | undefined;
      try {
        // A device that knows it is offline is not asked to try.
        if (!navigator.onLine) throw new TypeError("this device is offline");
        const answer = await fetchJson([ratesUrl], (url, init) => fetch(url, init), {
          credentials: "omit",
          signal,
        });
        parsed = parseRatesResponse(answer, latestRates.current, Date.now());
      } catch (error) {
        // No network (fetch rejects with a TypeError): a new try as soon as it returns, and
        // meanwhile the last answer this device kept, if any (checked again, dropped if bad).
        if (!(error instanceof TypeError)) throw error;
        addEventListener("online", loadRates, { once: true });
        const kept = loadSavedRates(
          {
            read: () => localStorage.getItem(savedRatesKey),
            remove: () => localStorage.removeItem(savedRatesKey),
          },
          latestRates.current,
          latestRates.current.updatedAtMs,
          Date.now(),
        );
        if (!kept) throw error;
        ({ parsed, fetchedAtMs } = kept);
      }
      // An answer that arrived but failed the checks: its reason is the error's cause.
      if (!parsed.ok) throw new Error("unusable rates answer", { cause: parsed.reason });
      if (!active) return;
      if (parsed.missing.length > 0) {
        console.warn(
          "Currency conversion failed",
          `no live rate for ${listCodes(parsed.missing)}; kept the previous rate`,
        );
      }
      const next: RatesSnapshot = {
        usdRates: parsed.usdRates,
        updatedAtMs: parsed.updatedAtMs,
        source: fetchedAtMs ? "offline" : "live",
        missing: parsed.missing,
        fetchedAtMs,
      };
      latestRates.current = next;
      handlers.succeed(next);
      if (!fetchedAtMs)
        keepRates((text) => localStorage.setItem(savedRatesKey, text), parsed, Date.now());
    } catch (error) {
      if (!active) return;
      const message = error instanceof Error ? error.message : String(error);
      console.warn("Failed to load currency data", message);
      handlers.fail(
        error instanceof TypeError || signal.aborted,
        error instanceof Error && typeof error.cause === "string" ? error.cause : null,
      );
    }
  }

  void loadRates();
  const interval = setInterval(() => void loadRates(), currencyRefreshMs);
  // A page back from the back/forward cache asks at once: its rates may be long out of date.
  addEventListener(
    "pageshow",
    (event: PageTransitionEvent) => active && event.persisted && void loadRates(),
  );
  return () => {
    active = false;
    clearInterval(interval);
    controller?.abort();
  };
}
