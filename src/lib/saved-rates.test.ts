import { describe, expect, it } from "vitest";
import { parseRatesResponse, fixedUsdRates } from "./currency";
import { keepRates, readSavedRates, type SavedRates } from "./saved-rates";
import fixture from "../../e2e/fixtures/rates-usd.json";

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
  };
}

const fetchedAtMs = Date.UTC(2025, 10, 22, 9, 15);

describe("rates kept for use offline", () => {
  it("reads back the answer as it arrived and when, for the same checks as a fresh one", () => {
    const storage = slot();
    keepRates(storage.write, fixture, fetchedAtMs);
    const kept = readSavedRates(storage.read, 0);
    expect(kept).toEqual({ answer: fixture, fetchedAtMs } satisfies SavedRates);
    expect(parseRatesResponse(kept?.answer, fixedUsdRates, 0)).toEqual(
      parseRatesResponse(fixture, fixedUsdRates, 0),
    );
  });

  it("gives nothing when the rates on screen are newer than the kept ones", () => {
    const storage = slot();
    keepRates(storage.write, fixture, fetchedAtMs);
    expect(readSavedRates(storage.read, fetchedAtMs)).not.toBeNull();
    expect(readSavedRates(storage.read, fetchedAtMs + 1)).toBeNull();
  });

  it("gives nothing when nothing or something unreadable is kept", () => {
    for (const text of [null, "", "{", "null", "[]", '{"answer":{}}', '{"fetchedAtMs":"today"}']) {
      expect(
        readSavedRates(() => text, 0),
        String(text),
      ).toBeNull();
    }
  });

  it("neither keeps nor reads anything, without throwing, when storage is blocked or full", () => {
    const storage = slot(true);
    expect(() => keepRates(storage.write, fixture, fetchedAtMs)).not.toThrow();
    expect(readSavedRates(storage.read, 0)).toBeNull();
  });
});
