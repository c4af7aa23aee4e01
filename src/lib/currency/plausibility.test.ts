import { describe, expect, it } from "vitest";
import { fixedRatesSnapshot, fixedUsdRates } from "./fixed-rates";
import { allowedMoveFactor, implausibleMove } from "./plausibility";

const dayMs = 86_400_000;
const yearMs = 365 * dayMs;

describe("allowedMoveFactor", () => {
  it("lets a rate halve or double in a day, and by one more factor of 2 a year", () => {
    expect(allowedMoveFactor(0)).toBe(2);
    expect(allowedMoveFactor(-dayMs)).toBe(2);
    expect(allowedMoveFactor(yearMs)).toBeCloseTo(4, 12);
    expect(allowedMoveFactor(2 * yearMs)).toBeCloseTo(8, 12);
  });
});

describe("implausibleMove", () => {
  it("names the first currency out of its band", () => {
    const given = { ...fixedUsdRates, EUR: 900_000_000, NZD: fixedUsdRates.NZD / 3 };
    const nextDay = fixedRatesSnapshot.updatedAtMs + dayMs;
    expect(implausibleMove(given, nextDay, fixedRatesSnapshot)).toBe("EUR");
    expect(
      implausibleMove(
        { ...fixedUsdRates, NZD: fixedUsdRates.NZD / 3 },
        nextDay,
        fixedRatesSnapshot,
      ),
    ).toBe("NZD");
    expect(
      implausibleMove(fixedUsdRates, fixedRatesSnapshot.updatedAtMs, fixedRatesSnapshot),
    ).toBeUndefined();
  });
});
