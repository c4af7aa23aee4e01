import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateHomeBmi } from "./home-bmi";

const invalid = {
  kind: "error",
  message: "Please enter valid positive numbers for height and weight.",
};

describe("evaluateHomeBmi", () => {
  it("computes the BMI of valid input", () => {
    const outcome = evaluateHomeBmi("175", "70");
    expect(outcome.kind).toBe("result");
    if (outcome.kind === "result") {
      expect(outcome.result.value).toBe(22.9);
      expect(outcome.result.category).toBe("Normal");
    }
  });

  it("gives no error and no result while a field is empty", () => {
    expect(evaluateHomeBmi("", "70")).toEqual({ kind: "empty" });
    expect(evaluateHomeBmi("175", "  ")).toEqual({ kind: "empty" });
    expect(evaluateHomeBmi("", "")).toEqual({ kind: "empty" });
  });

  it("rejects values that are not positive numbers", () => {
    expect(evaluateHomeBmi("abc", "70")).toEqual(invalid);
    expect(evaluateHomeBmi("175", "-70")).toEqual(invalid);
    expect(evaluateHomeBmi("0", "70")).toEqual(invalid);
    expect(evaluateHomeBmi("175", "0")).toEqual(invalid);
    expect(evaluateHomeBmi("17x5", "70")).toEqual(invalid);
    expect(evaluateHomeBmi("-", "70")).toEqual(invalid);
  });

  it("enforces the 300 cm and 500 kg limits", () => {
    expect(evaluateHomeBmi("300", "500").kind).toBe("result");
    expect(evaluateHomeBmi("300.1", "70")).toEqual({
      kind: "error",
      message: "Height exceeds the limit of 300 cm.",
    });
    expect(evaluateHomeBmi("175", "500.5")).toEqual({
      kind: "error",
      message: "Weight exceeds the limit of 500 kg.",
    });
    expect(evaluateHomeBmi("350", "600")).toEqual({
      kind: "error",
      message: "Height exceeds the limit of 300 cm.",
    });
  });

  it("never throws and gives a result for every in-range pair", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (height, weight) => {
        expect(() => evaluateHomeBmi(height, weight)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 500 }),
        (height, weight) => {
          expect(evaluateHomeBmi(String(height), String(weight)).kind).toBe("result");
        },
      ),
    );
  });
});
