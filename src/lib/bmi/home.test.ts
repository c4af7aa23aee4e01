import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readMetricBmi } from "./bmi";
import { evaluateHomeBmi } from "./home";

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
        fc.integer({ min: 50, max: 300 }),
        fc.integer({ min: 10, max: 500 }),
        (height, weight) => {
          expect(evaluateHomeBmi(String(height), String(weight)).kind).toBe("result");
        },
      ),
    );
  });

  it.each([
    ["10", "70", "Height of 10 cm is too short for a BMI: check the height."],
    ["49.9", "70", "Height of 49.9 cm is too short for a BMI: check the height."],
    ["175", "5", "Weight of 5 kg is too low for a BMI: check the weight."],
    ["175", "9.9", "Weight of 9.9 kg is too low for a BMI: check the weight."],
    ["10", "5", "Height of 10 cm is too short for a BMI: check the height."],
    ["10", "600", "Height of 10 cm is too short for a BMI: check the height."],
    ["175", "600", "Weight exceeds the limit of 500 kg."],
  ])("gives no BMI for %s cm and %s kg but: %s", (height, weight, message) => {
    expect(evaluateHomeBmi(height, weight)).toEqual({ kind: "error", message });
  });

  it("says the same as the BMI page for the same metric fields", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 999 }), (h, w) => {
        const page = readMetricBmi(String(h), String(w));
        const card = evaluateHomeBmi(String(h), String(w));
        if (page.problem) expect(card).toEqual({ kind: "error", message: page.problem });
        else expect(card).toEqual({ kind: "result", result: page.result });
      }),
    );
  });
});
