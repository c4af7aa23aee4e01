import { describe, expect, it } from "vitest";
import { fixedRatesSnapshot, fixedUsdRates } from "./currency";
import { allowedMoveFactor, implausibleMoves } from "./plausibility";

const dayMs = 86_400_000;
const yearMs = 365.2425 * dayMs;

describe("allowedMoveFactor", () => {
  it("lets a rate halve or double in a day, and by one more factor of 2 a year", () => {
    expect(allowedMoveFactor(0)).toBe(2);
    expect(allowedMoveFactor(-dayMs)).toBe(2);
    expect(allowedMoveFactor(yearMs)).toBeCloseTo(4, 12);
    expect(allowedMoveFactor(2 * yearMs)).toBeCloseTo(8, 12);
  });
});

describe("implausibleMoves", () => {
  it("names each currency out of its band with both rates", () => {
    const given = { ...fixedUsdRates, EUR: 900_000_000, NZD: fixedUsdRates.NZD / 3 };
    expect(
      implausibleMoves(given, fixedRatesSnapshot.updatedAtMs + dayMs, fixedRatesSnapshot),
    ).toEqual([
      { code: "EUR", trusted: 0.852, given: 900_000_000 },
      { code: "NZD", trusted: fixedUsdRates.NZD, given: fixedUsdRates.NZD / 3 },
    ]);
    expect(
      implausibleMoves(fixedUsdRates, fixedRatesSnapshot.updatedAtMs, fixedRatesSnapshot),
    ).toEqual([]);
  });
});
