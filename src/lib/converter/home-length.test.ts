import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { evaluateHomeLength, homeLengthDefaults, homeLengthLimit } from "./home-length";
import { homeLengthMessages } from "./home-length";
import { lengthConverter } from "../measures/length/converter";

describe("the home quick length card", () => {
  it("defaults to 1 meter → foot and shows 3.28084 ft", () => {
    expect(homeLengthDefaults).toEqual({ valueText: "1", from: "meter", to: "foot" });
    // The length converter's pair, read from the same place (length/units.ts).
    expect([homeLengthDefaults.from, homeLengthDefaults.to]).toEqual([
      lengthConverter.defaultFrom,
      lengthConverter.defaultTo,
    ]);
    expect(evaluateHomeLength("1", "meter", "foot")).toEqual({
      status: "result",
      resultText: "3.28084 ft",
      note: null,
    });
  });

  it("reads a decimal comma and a fraction as every field does, and says so", () => {
    expect(evaluateHomeLength("1,5", "meter", "centimeter")).toEqual({
      status: "result",
      resultText: "150 cm",
      note: "Read as 1.5: the comma is read as the decimal point.",
    });
    expect(evaluateHomeLength("1/2", "meter", "centimeter")).toEqual({
      status: "result",
      resultText: "50 cm",
      note: "Read as 0.5: 1/2 is read as a fraction.",
    });
  });

  it("shows nothing for empty input", () => {
    expect(evaluateHomeLength("", "meter", "foot")).toEqual({ status: "idle" });
    expect(evaluateHomeLength("  ", "meter", "foot")).toEqual({ status: "idle" });
  });

  it.each(["abc", "1.2.3", "-1", "-0.5", "1e", "--2", "12abc", "."])(
    "answers %j with the invalid-number message",
    (text) => {
      expect(evaluateHomeLength(text, "meter", "foot")).toEqual({
        status: "error",
        message: "Please enter a valid positive number.",
      });
    },
  );

  it("converts up to 1,000,000 and refuses anything above", () => {
    expect(homeLengthLimit).toBe(1_000_000);
    expect(evaluateHomeLength("1000000", "meter", "kilometer")).toEqual({
      status: "result",
      resultText: "1000 km",
      note: null,
    });
    expect(evaluateHomeLength("1000000.1", "meter", "foot")).toEqual({
      status: "error",
      message: "Value exceeds the limit of 1,000,000.",
    });
    expect(evaluateHomeLength("2000000", "meter", "foot")).toEqual({
      status: "error",
      message: homeLengthMessages.homeLengthLimit,
    });
  });

  it("accepts 0 and converts between any length units", () => {
    expect(evaluateHomeLength("0", "meter", "foot")).toEqual({
      status: "result",
      resultText: "0 ft",
      note: null,
    });
    expect(evaluateHomeLength("12", "inch", "centimeter")).toEqual({
      status: "result",
      resultText: "30.48 cm",
      note: null,
    });
    expect(evaluateHomeLength("1", "mile", "kilometer")).toEqual({
      status: "result",
      resultText: "1.609344 km",
      note: null,
    });
  });

  it("never throws and never prints NaN", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("meter", "mile", "inch", "pound"), (text, from) => {
        const outcome = evaluateHomeLength(text, from, "foot");
        if (outcome.status === "result") expect(outcome.resultText).not.toContain("NaN");
      }),
    );
  });
});
