import { fuelEconomyRule } from "./measures/fuel-economy/converter";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  acceptInput,
  keepNumericText,
  parseNumericText,
  plainNumberText,
  readingNote,
  droppedHint,
  signedConverterRule,
  unsignedConverterRule,
} from "./input";

describe("acceptInput", () => {
  it("keeps digits and one decimal point, and says what it dropped", () => {
    expect(acceptInput("12.5", unsignedConverterRule)).toEqual({
      accepted: true,
      value: "12.5",
      dropped: null,
    });
    expect(acceptInput("1.2.3", unsignedConverterRule)).toEqual({
      accepted: true,
      value: "1.23",
      dropped: "point",
    });
    expect(acceptInput("12a", unsignedConverterRule)).toEqual({
      accepted: true,
      value: "12",
      dropped: "other",
    });
    expect(acceptInput("-5", unsignedConverterRule)).toEqual({
      accepted: true,
      value: "5",
      dropped: "minus",
    });
    expect(acceptInput("5-", signedConverterRule)).toEqual({
      accepted: true,
      value: "5",
      dropped: "other",
    });
  });

  it("keeps what the reading understands: commas, fractions, exponents", () => {
    for (const typed of ["1,5", "2,50", "1,234.5", "1/2", "1 1/2", "1e-7", "1e21", "2E+3"]) {
      expect(acceptInput(typed, unsignedConverterRule)).toEqual({
        accepted: true,
        value: typed,
        dropped: null,
      });
    }
  });

  it("takes a leading minus and a lone minus where allowed", () => {
    expect(acceptInput("-40", signedConverterRule)).toEqual({
      accepted: true,
      value: "-40",
      dropped: null,
    });
    expect(acceptInput("-", signedConverterRule)).toEqual({
      accepted: true,
      value: "-",
      dropped: null,
    });
  });

  it("rejects text over the cap with the spec's message", () => {
    expect(acceptInput("1".repeat(16), unsignedConverterRule)).toMatchObject({
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
  });

  it("never throws, keeps text within the cap, and keeping twice changes nothing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const decision = acceptInput(text, unsignedConverterRule);
        if (decision.accepted) {
          expect(decision.value.length).toBeLessThanOrEqual(16);
          expect(decision.value).toMatch(/^[\d., /eE+-]*$/);
          expect(keepNumericText(decision.value, unsignedConverterRule)).toEqual({
            text: decision.value,
            dropped: null,
          });
        }
      }),
    );
  });

  it("drops pasted units and says so", () => {
    expect(keepNumericText("1,234.5 kg", unsignedConverterRule)).toEqual({
      text: "1,234.5 ",
      dropped: "other",
    });
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
    // Past the largest number (fields read it with the calculator, which says why).
    expect(parseNumericText("1e400")).toEqual({
      kind: "invalid",
      message: "Please enter a valid number",
    });
  });

  // typed, value read, the hint ("" when the text is a plain number)
  const readings: [string, number | "incomplete" | "invalid", string][] = [
    ["1.5", 1.5, ""],
    ["1,5", 1.5, "Read as 1.5: the comma is read as the decimal point."],
    ["2,50", 2.5, "Read as 2.5: the comma is read as the decimal point."],
    ["0,125", 0.125, "Read as 0.125: the comma is read as the decimal point."],
    ["1,", 1, "Read as 1: the comma is read as the decimal point."],
    ["1,234", 1234, "Read as 1234: commas group thousands. For a decimal, type 1.234."],
    ["1,234,567", 1234567, "Read as 1234567: commas group thousands."],
    ["1,234.5", 1234.5, "Read as 1234.5: commas group thousands."],
    ["1.234,5", "invalid", ""],
    [",", "incomplete", ""],
    ["1/2", 0.5, "Read as 0.5: 1/2 is read as a fraction."],
    ["1 1/2", 1.5, "Read as 1.5: 1 1/2 is read as a fraction."],
    ["3/8", 0.375, "Read as 0.375: 3/8 is read as a fraction."],
    ["-1/4", -0.25, "Read as -0.25: -1/4 is read as a fraction."],
    ["1/3", 1 / 3, "Read as 0.3333333333: 1/3 is read as a fraction."],
    ["1/", "incomplete", ""],
    ["1/0", "invalid", ""],
    ["1e-7", 1e-7, "Read as 0.0000001: 1e-7 is the exponent form."],
    ["1e21", 1e21, "Read as 1000000000000000000000: 1e21 is the exponent form."],
    ["2.5E+3", 2500, "Read as 2500: 2.5E+3 is the exponent form."],
    ["1e", "incomplete", ""],
    ["1e-", "incomplete", ""],
    ["1 1", "incomplete", ""],
    ["1,2,3", "invalid", ""],
    ["2.5.3", "invalid", ""],
    ["1/2/3", "invalid", ""],
  ];
  it.each(readings)("reads %s", (typed, expected, hint) => {
    const parsed = parseNumericText(typed);
    if (expected === "incomplete" || expected === "invalid") {
      expect(parsed.kind).toBe(expected);
      return;
    }
    expect(parsed).toEqual(
      hint === ""
        ? { kind: "number", value: expected }
        : { kind: "number", value: expected, note: hint },
    );
  });

  it("reads back every number as the hints write it", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        const text = plainNumberText(value);
        const parsed = parseNumericText(text);
        expect(parsed.kind).toBe("number");
        if (parsed.kind === "number") {
          expect(parsed.value).toBeCloseTo(Number(value.toPrecision(10)), 10);
          expect(parsed.note).toBeUndefined();
        }
      }),
    );
  });

  it("reads back every number as JavaScript writes it, exponent form included", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (value) => {
        const parsed = parseNumericText(String(value));
        expect(parsed).toMatchObject({ kind: "number", value });
      }),
    );
  });
});

describe("droppedHint", () => {
  it("says in words what an edit left out", () => {
    expect(droppedHint("minus", "2", "length")).toBe(
      "Read as 2: length values cannot be negative.",
    );
    expect(droppedHint("point", "2.53")).toBe("Read as 2.53: a second decimal point was left out.");
    expect(droppedHint("other", "12")).toBe("Read as 12: letters and symbols are left out.");
    expect(droppedHint("minus", "", "length")).toBe("Length values cannot be negative.");
  });
});

describe("readingNote", () => {
  it("says how a text that is not a plain number was read, and nothing for a plain one", () => {
    expect(readingNote("1,5")).toBe("Read as 1.5: the comma is read as the decimal point.");
    expect(readingNote("1 1/2")).toBe("Read as 1.5: 1 1/2 is read as a fraction.");
    expect(readingNote("12")).toBeNull();
    expect(readingNote("abc")).toBeNull();
  });
});
