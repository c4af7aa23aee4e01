import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { converters } from "../measures/all";
import { measureAbouts } from "../measures/page-parts";
import { formatFactor, pairFormula } from "./formula";
import { unitPairs } from "./pairs";

describe("formatFactor", () => {
  it("prints whole numbers in full and exact decimals exactly", () => {
    expect(formatFactor(1073741824)).toBe("1,073,741,824");
    expect(formatFactor(1.609344)).toBe("1.609344");
    expect(formatFactor(0.3048)).toBe("0.3048");
    expect(formatFactor(235.214583)).toBe("235.214583");
  });

  it("rounds other factors to 10 significant digits", () => {
    expect(formatFactor(3.280839895013123)).toBe("3.280839895");
    expect(formatFactor(0.621371192237334)).toBe("0.6213711922");
  });
});

describe("pairFormula", () => {
  it("multiplies by factors of 1 or more, unless only the reciprocal is exact", () => {
    expect(pairFormula("length", "meter", "foot")).toEqual({
      names: "feet = meters ÷ 0.3048",
      symbols: "ft = m ÷ 0.3048",
      instruction: "divide the number of meters by 0.3048",
    });
    expect(pairFormula("volume", "cup", "tablespoon")?.symbols).toBe("tbsp = cup × 16");
    expect(pairFormula("area", "square_mile", "acre")?.symbols).toBe("ac = mi² × 640");
    expect(pairFormula("energy", "kilowatt_hour", "joule")?.symbols).toBe("J = kWh × 3,600,000");
  });

  it("divides by a whole or shorter reciprocal", () => {
    expect(pairFormula("length", "centimeter", "meter")?.symbols).toBe("m = cm ÷ 100");
    expect(pairFormula("length", "millimeter", "inch")?.symbols).toBe("in = mm ÷ 25.4");
    expect(pairFormula("data-storage", "megabyte", "gigabyte")?.symbols).toBe("GB = MB ÷ 1,024");
    expect(pairFormula("length", "foot", "meter")?.symbols).toBe("m = ft × 0.3048");
  });

  it("writes temperature formulas with their offsets", () => {
    expect(pairFormula("temperature", "fahrenheit", "celsius")?.symbols).toBe(
      "°C = (°F − 32) × 5/9",
    );
    expect(pairFormula("temperature", "kelvin", "fahrenheit")?.names).toBe(
      "degrees Fahrenheit = (kelvins − 273.15) × 9/5 + 32",
    );
  });

  it("writes angle formulas with π and reduced fractions", () => {
    expect(pairFormula("angle", "degree", "radian")?.symbols).toBe("rad = ° × π/180");
    expect(pairFormula("angle", "radian", "degree")?.symbols).toBe("° = rad × 180/π");
    expect(pairFormula("angle", "degree", "gradian")?.symbols).toBe("gon = ° × 10/9");
    expect(pairFormula("angle", "gradian", "degree")?.instruction).toBe(
      "multiply the number of gradians by 9/10 (= 0.9)",
    );
  });

  it("divides a constant by the value for reciprocal fuel economy pairs", () => {
    expect(pairFormula("fuel-economy", "mpg_us", "l_per_100km")?.symbols).toBe(
      "L/100km = 235.2145833 ÷ mpg (US)",
    );
    expect(pairFormula("fuel-economy", "km_per_l", "l_per_100km")?.symbols).toBe(
      "L/100km = 100 ÷ km/L",
    );
    expect(pairFormula("fuel-economy", "mpg_us", "km_per_l")?.symbols).toBe(
      "km/L = mpg (US) × 0.4251437074",
    );
  });

  it("writes the frequency factors with π exactly, and the others as decimals", () => {
    expect(pairFormula("frequency", "rpm", "radian_per_second")?.symbols).toBe(
      "rad/s = rpm × π/30",
    );
    expect(pairFormula("frequency", "hertz", "radian_per_second")?.instruction).toBe(
      "multiply the number of hertz by 2π (≈ 6.283185307)",
    );
    expect(pairFormula("frequency", "hertz", "rpm")?.symbols).toBe("rpm = Hz × 60");
    expect(pairFormula("frequency", "kilohertz", "hertz")?.symbols).toBe("Hz = kHz × 1,000");
  });

  it("has no formula for a unit with itself or unknown units", () => {
    expect(pairFormula("length", "meter", "meter")).toBeUndefined();
    expect(pairFormula("length", "meter", "pound")).toBeUndefined();
  });

  it("agrees with the converter on every linear pair, within the printed precision", () => {
    // Temperature's offsets and the factors with π (angles, rad/s) are written by their measures.
    const linear = unitPairs.filter(
      (pair) =>
        !measureAbouts[pair.measure].pairFormula?.(pair.from, pair.to) &&
        measureAbouts[pair.measure].pairFactor?.(pair.from, pair.to) === undefined,
    );
    for (const pair of linear) {
      const formula = pairFormula(pair.measure, pair.from, pair.to);
      if (!formula) throw new Error(`no formula for ${pair.path}`);
      const match = /= (?:(.+) ([×÷]) ([\d,.]+)|([\d,.]+) ÷ .+)$/.exec(formula.symbols);
      if (!match) throw new Error(`unexpected formula ${formula.symbols}`);
      const config = converters[pair.measure];
      fc.assert(
        fc.property(fc.double({ min: 0.001, max: 1e6, noNaN: true }), (value) => {
          const expected = config.convert(value, pair.from, pair.to);
          if (expected === null) return;
          const figure = Number((match[3] ?? match[4] ?? "").replaceAll(",", ""));
          const computed =
            match[4] !== undefined
              ? figure / value
              : match[2] === "×"
                ? value * figure
                : value / figure;
          expect(Math.abs(computed - expected)).toBeLessThanOrEqual(1e-5 * Math.abs(expected));
        }),
        { numRuns: 20 },
      );
    }
  });
});
