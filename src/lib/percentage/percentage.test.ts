import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  basicTextNames,
  basicTexts,
  calculateTip,
  changeDirection,
  evaluateBasic,
  evaluateChange,
  evaluateTip,
  evaluateValueFromPercent,
  formatPercentageResult,
  percentChange,
  percentOf,
  quickTipPercents,
  valueFromPercent,
} from "./percentage";

describe("formulas", () => {
  it("computes part / whole × 100, 0 for a zero whole", () => {
    expect(percentOf(25, 200)).toBe(12.5);
    expect(percentOf(-50, 200)).toBe(-25);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("computes the change, Infinity or 0 from a zero original", () => {
    expect(percentChange(80, 100)).toBe(25);
    expect(percentChange(100, 80)).toBe(-20);
    expect(percentChange(0, 5)).toBe(Infinity);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, -5)).toBe(0);
  });

  it("labels a zero or positive difference as increase", () => {
    expect(changeDirection(5, 5)).toBe("increase");
    expect(changeDirection(5, 6)).toBe("increase");
    expect(changeDirection(5, 4)).toBe("decrease");
    expect(changeDirection(-10, -5)).toBe("increase");
  });

  it("computes X% of Y and the tip", () => {
    expect(valueFromPercent(15, 80)).toBe(12);
    expect(valueFromPercent(-10, 50)).toBe(-5);
    expect(calculateTip(50, 15)).toEqual({ tip: 7.5, total: 57.5 });
    expect(quickTipPercents).toEqual([15, 18, 20, 25]);
  });

  it("formats results with 2 decimals", () => {
    expect(formatPercentageResult(12.5)).toBe("12.50");
    expect(formatPercentageResult((1 / 3) * 100)).toBe("33.33");
    expect(formatPercentageResult(1234567.891)).toBe("1,234,567.89");
    expect(formatPercentageResult(-0.001)).toBe("0.00");
  });

  it("round-trips: X% of Y, then what percent that is of Y", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
        (percent, whole) => {
          const part = valueFromPercent(percent, whole);
          expect(percentOf(part, whole)).toBeCloseTo(percent, 6);
        },
      ),
    );
  });

  it("keeps the sign of the change consistent with its label", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (original, next) => {
          const change = percentChange(original, next);
          expect(changeDirection(original, next) === "increase").toBe(change >= 0);
        },
      ),
    );
  });
});

describe("Basic % texts", () => {
  it("shows the percent with two decimals and the fields as typed", () => {
    expect(basicTexts("45", 75, "60")).toEqual({
      "basic-percent": "75.00%",
      "basic-context": "45 is 75.00% of 60",
    });
    expect(basicTexts("-1.5", -0.75, "200")).toEqual({
      "basic-percent": "-0.75%",
      "basic-context": "-1.5 is -0.75% of 200",
    });
  });

  it("groups thousands and rounds to two decimals", () => {
    expect(basicTexts("123456.789", 123456.789, "100")["basic-percent"]).toBe("123,456.79%");
    expect(basicTexts("1", 100 / 3, "3")).toEqual({
      "basic-percent": "33.33%",
      "basic-context": "1 is 33.33% of 3",
    });
  });

  it("keeps the fields' text as typed, grouping and all", () => {
    expect(basicTexts("45", 4.5, "1,000")["basic-context"]).toBe("45 is 4.50% of 1,000");
    expect(basicTexts("0.50", 0.25, "200")["basic-context"]).toBe("0.50 is 0.25% of 200");
  });

  it("shows a zero part as 0.00%", () => {
    expect(basicTexts("0", 0, "60")["basic-percent"]).toBe("0.00%");
  });

  it("names a text for every slot name, and no other", () => {
    expect(Object.keys(basicTexts("25", 12.5, "200")).sort()).toEqual([...basicTextNames].sort());
  });
});

describe("page rules", () => {
  it("clears results while a field is incomplete", () => {
    for (const incomplete of ["", " ", "-", "12.", "-."]) {
      expect(evaluateBasic(incomplete, "200")).toEqual({ kind: "none" });
      expect(evaluateBasic("25", incomplete)).toEqual({ kind: "none" });
      expect(evaluateChange(incomplete, "5")).toEqual({ kind: "none" });
      expect(evaluateValueFromPercent("15", incomplete)).toEqual({ kind: "none" });
      expect(evaluateTip(incomplete, "15")).toEqual({ kind: "none" });
    }
  });

  it("needs a nonzero total for Basic %", () => {
    expect(evaluateBasic("25", "200")).toEqual({ kind: "result", percent: 12.5 });
    expect(evaluateBasic("25", "0")).toEqual({ kind: "zero-total" });
    expect(evaluateBasic("25", "0.0")).toEqual({ kind: "zero-total" });
    expect(evaluateBasic("-25", "-50")).toEqual({ kind: "result", percent: 50 });
  });

  it("needs a nonzero original for % Change and shows the absolute value", () => {
    expect(evaluateChange("0", "5")).toEqual({ kind: "zero-original" });
    expect(evaluateChange("100", "80")).toEqual({
      kind: "result",
      percent: -20,
      absolutePercent: 20,
      direction: "decrease",
      difference: -20,
    });
    expect(evaluateChange("50", "75")).toMatchObject({
      absolutePercent: 50,
      direction: "increase",
    });
    expect(evaluateChange("50", "50")).toMatchObject({ absolutePercent: 0, direction: "increase" });
  });

  it("computes Value from % and the tip from text", () => {
    expect(evaluateValueFromPercent("15", "80")).toEqual({ kind: "result", value: 12 });
    expect(evaluateValueFromPercent("-15", "-80")).toEqual({ kind: "result", value: 12 });
    expect(evaluateTip("50", "15")).toEqual({ kind: "result", tip: 7.5, total: 57.5 });
    expect(evaluateTip("84.60", "18")).toMatchObject({ kind: "result" });
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(() => [
          evaluateBasic(a, b),
          evaluateChange(a, b),
          evaluateValueFromPercent(a, b),
          evaluateTip(a, b),
        ]).not.toThrow();
      }),
    );
  });
});
