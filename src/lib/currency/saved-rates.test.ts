import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  currencyCodes,
  describeRatesSource,
  formatUpdatedAt,
  parseRatesResponse,
} from "./currency";
import { fixedRatesSnapshot } from "./fixed-rates";
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

/** The fixture's rates as the converter accepted them. */
const accepted = (() => {
  const parsed = parseRatesResponse(fixture, fixedRatesSnapshot, fetchedAtMs);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed;
})();

describe("rates kept for use offline", () => {
  it("keeps the twenty accepted rates as numbers with their dates, not the provider's answer", () => {
    const storage = slot();
    keepRates(storage.write, accepted, fetchedAtMs);
    const text = storage.read() ?? "";
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual([
      "fetchedAtMs",
      "updatedAtMs",
      "usdRates",
    ]);
    const kept = readSavedRates(storage.read, 0, nowMs);
    expect(kept).toEqual({
      usdRates: accepted.usdRates,
      updatedAtMs: accepted.updatedAtMs,
      fetchedAtMs,
    } satisfies SavedRates);
    expect(Object.keys(kept?.usdRates ?? {}).sort()).toEqual([...currencyCodes].sort());
  });

  it("gives nothing when the rates on screen are newer than the kept ones", () => {
    const storage = slot();
    keepRates(storage.write, accepted, fetchedAtMs);
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
    expect(() => keepRates(storage.write, accepted, fetchedAtMs)).not.toThrow();
    expect(readSavedRates(storage.read, 0, nowMs)).toBeNull();
  });

  it("gives nothing when the time of receipt is not plausible", () => {
    for (const ms of [9e15, 1e18, -1, 0, Date.UTC(1999, 11, 31), nowMs + 2 * 86_400_000]) {
      const text = JSON.stringify({
        usdRates: accepted.usdRates,
        updatedAtMs: ms,
        fetchedAtMs: ms,
      });
      expect(readSavedRates(() => text, 0, nowMs)).toBeNull();
    }
  });
});

describe("kept rates checked whole before they are shown", () => {
  const trusted = fixedRatesSnapshot;

  it("gives kept rates that pass the checks, as a fresh answer", () => {
    const storage = slot();
    keepRates(storage.write, accepted, fetchedAtMs);
    expect(loadSavedRates(storage, trusted, 0, nowMs)).toEqual({
      parsed: {
        ok: true,
        usdRates: accepted.usdRates,
        updatedAtMs: accepted.updatedAtMs,
        missing: [],
      },
      fetchedAtMs,
    });
    // Older than the rates on screen: left for later, not dropped.
    expect(loadSavedRates(storage, trusted, fetchedAtMs + 1, nowMs)).toBeNull();
    expect(storage.read()).not.toBeNull();
  });

  it("drops kept rates that no longer pass the checks: an impossible date, a rate out of its band, one missing", () => {
    for (const time of [8.64e12, 9e12, 1e13, 1e15, -5, 1e300]) {
      const storage = slot();
      keepRates(storage.write, { ...accepted, updatedAtMs: time * 1000 }, fetchedAtMs);
      expect(loadSavedRates(storage, trusted, 0, nowMs), String(time)).toBeNull();
      expect(storage.read(), String(time)).toBeNull();
    }
    const { NZD: _nzd, ...withoutNzd } = accepted.usdRates;
    for (const usdRates of [{ ...accepted.usdRates, EUR: 900_000_000 }, withoutNzd]) {
      const storage = slot();
      storage.write(JSON.stringify({ usdRates, updatedAtMs: accepted.updatedAtMs, fetchedAtMs }));
      expect(loadSavedRates(storage, trusted, 0, nowMs)).toBeNull();
      expect(storage.read()).toBeNull();
    }
    // A copy an older version kept (the provider's raw answer) is dropped too.
    for (const text of [
      "{",
      "[]",
      '{"fetchedAtMs":1e300,"answer":{}}',
      '{"fetchedAtMs":5}',
      JSON.stringify({ fetchedAtMs, answer: fixture }),
    ]) {
      const storage = slot();
      storage.write(text);
      expect(loadSavedRates(storage, trusted, 0, nowMs), text).toBeNull();
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
          updatedAtMs: fc.oneof(fc.double(), fc.integer(), fc.constant(accepted.updatedAtMs)),
          usdRates: fc.oneof(
            fc.jsonValue(),
            fc.dictionary(fc.constantFrom(...currencyCodes), fc.double()),
          ),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(kept, (text) => {
        const storage = slot();
        storage.write(text);
        const usable = loadSavedRates(storage, trusted, 0, nowMs);
        if (!usable) return;
        for (const code of currencyCodes) {
          expect(Number.isFinite(usable.parsed.usdRates[code])).toBe(true);
        }
        expect(() => formatUpdatedAt(usable.parsed.updatedAtMs)).not.toThrow();
        expect(() => describeRatesSource("offline", "x", usable.fetchedAtMs)).not.toThrow();
      }),
    );
  });

  it("neither reads nor throws when storage is blocked", () => {
    expect(loadSavedRates(slot(true), trusted, 0, nowMs)).toBeNull();
  });
});
