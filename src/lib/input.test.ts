import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  acceptInput,
  bmiFieldRules,
  fuelEconomyRule,
  isIncompleteNumberText,
  parseNumericText,
  percentageTipRule,
  percentageValueRule,
  sanitizeNumericText,
  signedConverterRule,
  unsignedConverterRule,
} from "./input";

describe("acceptInput", () => {
  it("accepts digits and one decimal point", () => {
    expect(acceptInput("12.5", unsignedConverterRule)).toEqual({ accepted: true, value: "12.5" });
    expect(acceptInput("1.2.3", unsignedConverterRule)).toEqual({ accepted: true, value: "1.23" });
  });

  it("drops characters the rule does not take", () => {
    expect(acceptInput("12a", unsignedConverterRule)).toEqual({ accepted: true, value: "12" });
    expect(acceptInput("-5", unsignedConverterRule)).toEqual({ accepted: true, value: "5" });
    expect(acceptInput("5-", signedConverterRule)).toEqual({ accepted: true, value: "5" });
  });

  it("takes a leading minus and a lone minus where allowed", () => {
    expect(acceptInput("-40", signedConverterRule)).toEqual({ accepted: true, value: "-40" });
    expect(acceptInput("-", signedConverterRule)).toEqual({ accepted: true, value: "-" });
  });

  it("rejects text over the cap with the spec's message", () => {
    expect(acceptInput("1".repeat(16), unsignedConverterRule)).toEqual({
      accepted: true,
      value: "1".repeat(16),
    });
    expect(acceptInput("1".repeat(17), unsignedConverterRule)).toEqual({
      accepted: false,
      message: "Maximum of 16 digits allowed.",
    });
    expect(acceptInput("1".repeat(11), fuelEconomyRule)).toEqual({
      accepted: false,
      message: "Maximum of 10 digits allowed.",
    });
    expect(acceptInput("1".repeat(10), percentageValueRule)).toEqual({
      accepted: false,
      message: "Maximum of 9 digits allowed.",
    });
    expect(acceptInput("-5", percentageTipRule)).toEqual({ accepted: true, value: "5" });
  });

  it("caps the BMI page fields at 5/5/3/4/5 with 'Max N digits'", () => {
    expect(acceptInput("123456", bmiFieldRules.heightCm)).toEqual({
      accepted: false,
      message: "Max 5 digits",
    });
    expect(acceptInput("1234", bmiFieldRules.heightFeet)).toEqual({
      accepted: false,
      message: "Max 3 digits",
    });
    expect(acceptInput("12345", bmiFieldRules.heightInches)).toEqual({
      accepted: false,
      message: "Max 4 digits",
    });
    expect(acceptInput("1234", bmiFieldRules.heightInches)).toEqual({
      accepted: true,
      value: "1234",
    });
  });

  it("never throws and never returns text longer than the cap", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decision = acceptInput(text, unsignedConverterRule);
        if (decision.accepted) {
          expect(decision.value.length).toBeLessThanOrEqual(16);
          expect(decision.value).toMatch(/^\d*\.?\d*$/);
        }
      }),
    );
  });

  it("sanitizes pasted text", () => {
    expect(sanitizeNumericText("1,234.5 kg", unsignedConverterRule)).toBe("1234.5");
  });
});

describe("parseNumericText", () => {
  it("classifies empty, incomplete, numbers and invalid text", () => {
    expect(parseNumericText("  ")).toEqual({ kind: "empty" });
    expect(parseNumericText("-")).toEqual({ kind: "incomplete" });
    expect(parseNumericText(".")).toEqual({ kind: "incomplete" });
    expect(parseNumericText("12.")).toEqual({ kind: "number", value: 12 });
    expect(parseNumericText("-0.5")).toEqual({ kind: "number", value: -0.5 });
    expect(parseNumericText("abc")).toEqual({
      kind: "invalid",
      message: "Please enter a valid number",
    });
    expect(parseNumericText("1e400")).toEqual({
      kind: "invalid",
      message: "Please enter a valid number",
    });
  });

  it("knows the percentage calculator's incomplete text", () => {
    expect(isIncompleteNumberText("")).toBe(true);
    expect(isIncompleteNumberText("-")).toBe(true);
    expect(isIncompleteNumberText("12.")).toBe(true);
    expect(isIncompleteNumberText("12.5")).toBe(false);
  });
});
