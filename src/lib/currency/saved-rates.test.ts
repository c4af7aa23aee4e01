import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  describeRatesSource,
  formatUpdatedAt,
  parseRatesResponse,
  fixedUsdRates,
} from "./currency";
import { keepRates, loadSavedRates, readSavedRates, type SavedRates } from "./saved-rates";
import fixture from "../../../e2e/fixtures/rates-usd.json";

/** A storage slot like localStorage's, optionally refusing access as a blocked storage does. */
function slot(blocked = false) {
  let text: string | null = null;
  return {
    write: (value: string) => {
      if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      text = value;
    },
    read: () => {
      if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      return text;
    },
    remove: () => {
      if (blocked) throw new DOMException("The operation is insecure.", "SecurityError");
      text = null;
    },
  };
}

const fetchedAtMs = Date.UTC(2025, 10, 22, 9, 15);
const nowMs = Date.UTC(2025, 10, 23, 9, 15);

describe("rates kept for use offline", () => {
  it("reads back the answer as it arrived and when, for the same checks as a fresh one", () => {
    const storage = slot();
    keepRates(storage.write, fixture, fetchedAtMs);
    const kept = readSavedRates(storage.read, 0, nowMs);
    expect(kept).toEqual({ answer: fixture, fetchedAtMs } satisfies SavedRates);
    expect(parseRatesResponse(kept?.answer, fixedUsdRates, 0)).toEqual(
      parseRatesResponse(fixture, fixedUsdRates, 0),
    );
  });

  it("gives nothing when the rates on screen are newer than the kept ones", () => {
    const storage = slot();
    keepRates(storage.write, fixture, fetchedAtMs);
    expect(readSavedRates(storage.read, fetchedAtMs, nowMs)).not.toBeNull();
    expect(readSavedRates(storage.read, fetchedAtMs + 1, nowMs)).toBeNull();
  });

  it("gives nothing when nothing or something unreadable is kept", () => {
    for (const text of [null, "", "{", "null", "[]", '{"answer":{}}', '{"fetchedAtMs":"today"}']) {
      expect(
        readSavedRates(() => text, 0, nowMs),
        String(text),
      ).toBeNull();
    }
  });

  it("neither keeps nor reads anything, without throwing, when storage is blocked or full", () => {
    const storage = slot(true);
    expect(() => keepRates(storage.write, fixture, fetchedAtMs)).not.toThrow();
    expect(readSavedRates(storage.read, 0, nowMs)).toBeNull();
  });

  it("gives nothing when the time of receipt is not plausible", () => {
    for (const ms of [9e15, 1e18, -1, 0, Date.UTC(1999, 11, 31), nowMs + 2 * 86_400_000]) {
      expect(
        readSavedRates(() => JSON.stringify({ fetchedAtMs: ms, answer: fixture }), 0, nowMs),
      ).toBeNull();
    }
  });
});

describe("kept rates checked whole before they are shown", () => {
  const previous = fixedUsdRates;

  it("gives kept rates that pass the checks, parsed as a fresh answer", () => {
    const storage = slot();
    keepRates(storage.write, fixture, fetchedAtMs);
    expect(loadSavedRates(storage, previous, 0, nowMs)).toEqual({
      parsed: parseRatesResponse(fixture, previous, fetchedAtMs),
      fetchedAtMs,
    });
    // Older than the rates on screen: left for later, not dropped.
    expect(loadSavedRates(storage, previous, fetchedAtMs + 1, nowMs)).toBeNull();
    expect(storage.read()).not.toBeNull();
  });

  it("drops a kept answer that no longer passes the checks, such as an impossible update time", () => {
    for (const time of [8.64e12, 9e12, 1e13, 1e15, -5, 1e300]) {
      const storage = slot();
      keepRates(storage.write, { ...fixture, time_last_update_unix: time }, fetchedAtMs);
      expect(loadSavedRates(storage, previous, 0, nowMs), String(time)).toBeNull();
      expect(storage.read(), String(time)).toBeNull();
    }
    for (const text of ["{", "[]", '{"fetchedAtMs":1e300,"answer":{}}', '{"fetchedAtMs":5}']) {
      const storage = slot();
      storage.write(text);
      expect(loadSavedRates(storage, previous, 0, nowMs), text).toBeNull();
      expect(storage.read(), text).toBeNull();
    }
  });

  it("never throws and never gives rates the page cannot show, whatever is kept", () => {
    const kept = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({
          fetchedAtMs: fc.oneof(fc.double(), fc.integer(), fc.constant(fetchedAtMs)),
          answer: fc.oneof(
            fc.jsonValue(),
            fc.record({
              result: fc.constantFrom("success", "error"),
              time_last_update_unix: fc.oneof(fc.double(), fc.integer(), fc.constant(1763683200)),
              rates: fc.dictionary(fc.constantFrom("USD", "EUR", "GBP", "JPY"), fc.double()),
            }),
          ),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(kept, (text) => {
        const storage = slot();
        storage.write(text);
        const usable = loadSavedRates(storage, previous, 0, nowMs);
        if (!usable) return;
        expect(() => formatUpdatedAt(usable.parsed.updatedAtMs)).not.toThrow();
        expect(() => describeRatesSource("offline", "x", usable.fetchedAtMs)).not.toThrow();
      }),
    );
  });

  it("neither reads nor throws when storage is blocked", () => {
    expect(loadSavedRates(slot(true), previous, 0, nowMs)).toBeNull();
  });
});
