import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exact, type Exact } from "../exact";
import { evaluateConversion } from "../define-converter";
import { frequencyConverter } from "./converter";
import { convertFrequency } from "./convert";
import { exactFactor, involvesPi } from "./exact-factor";
import { frequencyPeriod } from "./context";
import { frequencyUnits, type FrequencyUnitKey } from "./units";

const same = (a: Exact, b: Exact) => a.numerator === b.numerator && a.denominator === b.denominator;
const shown = (value: string, from: string, to: string) => {
  const outcome = evaluateConversion(frequencyConverter, value, from, to);
  return outcome.status === "result" ? outcome.resultText : outcome.status;
};

describe("frequency units", () => {
  it.each([
    ["hertz", "1", 0],
    ["kilohertz", "1000", 0],
    ["megahertz", "1000000", 0],
    ["gigahertz", "1000000000", 0],
    ["terahertz", "1000000000000", 0],
    // One turn a minute.
    ["rpm", "1/60", 0],
    // A radian is 1/(2π) of a turn.
    ["radian_per_second", "1/2", -1],
  ] as const)("%s is %s × π^%s Hz", (key, hertz, piPower) => {
    const unit = frequencyUnits.find((candidate) => candidate.key === key);
    expect(unit && same(unit.hertz, exact(hertz))).toBe(true);
    expect(unit?.piPower).toBe(piPower);
  });

  it.each([
    [1, "hertz", "rpm", 60],
    [1, "rpm", "hertz", 1 / 60],
    [1, "hertz", "radian_per_second", 2 * Math.PI],
    [1, "rpm", "radian_per_second", Math.PI / 30],
    [1, "radian_per_second", "rpm", 30 / Math.PI],
    [2.4, "gigahertz", "megahertz", 2400],
    [1, "terahertz", "hertz", 1e12],
  ] as const)("%s %s = %s %s", (value, from, to, expected) => {
    expect(convertFrequency(value, from, to)).toBeCloseTo(expected, 12);
  });

  it("shows results in the converter's format", () => {
    expect(shown("1", "hertz", "rpm")).toBe("60 rpm");
    expect(shown("1", "rpm", "hertz")).toBe("0.0166667 Hz");
    expect(shown("1", "hertz", "radian_per_second")).toBe("6.28319 rad/s");
    expect(shown("1", "terahertz", "hertz")).toBe("1,000,000,000,000 Hz");
    expect(shown("1", "kilohertz", "hertz")).toBe("1000 Hz");
  });

  it("round-trips through rad/s within 1e-12 relative", () => {
    const key = fc.constantFrom(...frequencyUnits.map((unit) => unit.key as FrequencyUnitKey));
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e12, noNaN: true }), key, key, (value, a, b) => {
        const back = convertFrequency(convertFrequency(value, a, b), b, a);
        expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-12 * value);
      }),
    );
  });

  it("writes the factors with π exactly", () => {
    expect(exactFactor("hertz", "radian_per_second")).toBe("2π");
    expect(exactFactor("radian_per_second", "hertz")).toBe("1/(2π)");
    expect(exactFactor("rpm", "radian_per_second")).toBe("π/30");
    expect(exactFactor("radian_per_second", "rpm")).toBe("30/π");
    expect(exactFactor("hertz", "rpm")).toBe("60");
    expect(exactFactor("hertz", "kilohertz")).toBe("1/1000");
    expect(involvesPi("hertz", "rpm")).toBe(false);
    expect(involvesPi("rpm", "radian_per_second")).toBe(true);
  });
});

describe("the period", () => {
  it.each([
    [1, "hertz", "One cycle every 1 s."],
    [50, "hertz", "One cycle every 20 ms."],
    [60, "hertz", "One cycle every ≈ 16.6667 ms."],
    [2.4, "gigahertz", "One cycle every ≈ 0.416667 ns."],
    [1, "kilohertz", "One cycle every 1 ms."],
    [1, "rpm", "One turn every 1 min."],
    [7200, "rpm", "One turn every ≈ 8.33333 ms."],
    [1, "radian_per_second", "One turn every ≈ 6.283 s."],
    [0.001, "hertz", "One cycle every 16 min 40 s."],
  ] as const)("%s %s: %s", (value, unit, sentence) => {
    expect(frequencyPeriod(value, unit)).toBe(sentence);
  });

  it("has none at 0", () => {
    expect(frequencyPeriod(0, "hertz")).toContain("no period");
  });
});
