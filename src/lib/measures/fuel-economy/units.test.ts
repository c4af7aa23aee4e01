import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fuelEconomyConstants, fuelEconomyUnits } from "./units";
import { convertFuelEconomy, isFuelEconomyUnit, toLitersPer100Km } from "./convert";

const keys = fuelEconomyUnits.map((unit) => unit.key);

describe("fuel economy", () => {
  it("takes its constants from the mile, the gallons and the kilometre", () => {
    expect(fuelEconomyConstants).toEqual({
      mpg_us: 235.21458333333334,
      mpg_imperial: 282.48093633182214,
      km_per_l: 100,
    });
  });

  it("lists mpg_us (US), mpg_imperial (UK), l_per_100km and km_per_l (Metric)", () => {
    expect(fuelEconomyUnits.map((unit) => [unit.key, unit.group])).toEqual([
      ["mpg_us", "US"],
      ["mpg_imperial", "UK"],
      ["l_per_100km", "Metric"],
      ["km_per_l", "Metric"],
    ]);
    expect(isFuelEconomyUnit("mpg_us")).toBe(true);
    expect(isFuelEconomyUnit("mpg")).toBe(false);
  });

  it.each([
    [1, "mpg_us", "l_per_100km", 235.21458333333334],
    [30, "mpg_us", "l_per_100km", 7.840486111111111],
    [1, "mpg_imperial", "l_per_100km", 282.48093633182214],
    [20, "km_per_l", "l_per_100km", 5],
    [5, "l_per_100km", "km_per_l", 20],
    [10, "l_per_100km", "mpg_us", 23.521458333333335],
    [30, "mpg_us", "mpg_imperial", 36.02849776514564],
    [7, "l_per_100km", "l_per_100km", 7],
  ] as const)("%s %s = %s %s", (value, from, to, expected) => {
    expect(convertFuelEconomy(value, from, to)).toBeCloseTo(expected, 9);
  });

  it("has no result for 0 or any non-positive or non-finite value", () => {
    for (const value of [0, -0, -1, -0.001, Number.NaN, Number.POSITIVE_INFINITY]) {
      for (const from of keys) {
        expect(toLitersPer100Km(value, from)).toBeNull();
        for (const to of keys) expect(convertFuelEconomy(value, from, to)).toBeNull();
      }
    }
  });

  it("round-trips a → b → a within 1e-9 relative", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e10, noNaN: true }),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          const there = convertFuelEconomy(value, from, to);
          expect(there).not.toBeNull();
          const back = convertFuelEconomy(there ?? 0, to, from);
          expect(Math.abs((back ?? 0) - value)).toBeLessThanOrEqual(1e-9 * value);
        },
      ),
    );
  });

  it("never throws", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          expect(() => convertFuelEconomy(value, from, to)).not.toThrow();
        },
      ),
    );
  });
});
