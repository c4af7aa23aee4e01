import { describe, expect, it } from "vitest";
import { expressionFieldState, fieldState, readFieldText, type FieldUnit } from "./field-reading";
import { converterFieldUnit, holdsExpression } from "../field-text";
import { converters } from "../measures/all";
import { parseNumericText, signedConverterRule, unsignedConverterRule } from "../input";
import { percentageWideRule } from "../percentage/input-rules";
import { bmiFieldRules } from "../bmi/input-rules";

const feet: FieldUnit = { measure: "length", unit: "foot" };
const metres: FieldUnit = { measure: "length", unit: "meter" };
const kilograms: FieldUnit = { measure: "weight", unit: "kilogram" };
const celsius: FieldUnit = { measure: "temperature", unit: "celsius" };
const tablespoons: FieldUnit = { measure: "volume", unit: "tablespoon" };
const centimetres: FieldUnit = { measure: "length", unit: "centimeter" };
const pounds: FieldUnit = { measure: "weight", unit: "pound" };

describe("the spec's inputs", () => {
  it("are left to the field's rule, which reads them as before", () => {
    // Everything the spec's rule accepts as typed, and what it drops with a hint.
    const spec = ["12", "12.5", ".5", "0", "1,5", "2,50", "1/2", "1 1/2", "1e-7", "1e21", "1,234"];
    const dropped = ["-2", "2.5.3", "12%", "-"];
    for (const text of [...spec, ...dropped]) {
      expect(holdsExpression(text, unsignedConverterRule), text).toBe(false);
    }
    for (const text of ["-2", "-40", "-2,5", "-", "-1e-7"]) {
      expect(holdsExpression(text, signedConverterRule), text).toBe(false);
    }
    expect(parseNumericText("1,5")).toEqual({
      kind: "number",
      value: 1.5,
      note: "Read as 1.5: the comma is read as the decimal point.",
    });
  });

  it("keep the percentage and BMI fields' own rules", () => {
    expect(holdsExpression("25", percentageWideRule)).toBe(false);
    expect(holdsExpression("-25", percentageWideRule)).toBe(false);
    expect(holdsExpression("175", bmiFieldRules.heightCm)).toBe(false);
  });
});

describe("readFieldText", () => {
  it("works out arithmetic exactly", () => {
    expect(readFieldText("0.1+0.2", null)).toEqual({
      kind: "number",
      value: 0.3,
      note: "Read as 0.3: 0.1 + 0.2.",
    });
    expect(readFieldText("2*3", null)).toMatchObject({ kind: "number", value: 6 });
    expect(readFieldText("(1+2)/4", null)).toMatchObject({ kind: "number", value: 0.75 });
    expect(readFieldText("0.1+0.2", metres)).toMatchObject({
      value: 0.3,
      note: "Read as 0.3 m: 0.1 + 0.2.",
    });
  });

  it("reads amounts of the field's kind in its unit, and says so", () => {
    expect(readFieldText(`5'9"`, feet)).toEqual({
      kind: "number",
      value: 5.75,
      note: "Read as 5.75 ft: 5 ft 9 in.",
    });
    expect(readFieldText("5 ft 9 in", feet)).toMatchObject({ value: 5.75 });
    expect(readFieldText("5′9″", feet)).toMatchObject({ value: 5.75 });
    expect(readFieldText("180 cm", metres)).toEqual({
      kind: "number",
      value: 1.8,
      note: "Read as 1.8 m: 180 cm.",
    });
    expect(readFieldText("3 st 4 lb", kilograms)).toMatchObject({ kind: "number" });
    expect(readFieldText("1 cup", tablespoons)).toMatchObject({ value: 16 });
    expect(readFieldText("68 °F", celsius)).toMatchObject({ value: 20 });
    expect(readFieldText(`5'9"`, centimetres)).toMatchObject({
      value: 175.26,
      note: "Read as 175.26 cm: 5 ft 9 in.",
    });
    expect(readFieldText("11 st", pounds)).toMatchObject({ value: 154 });
  });

  it("leaves what is no expression of the field's kind to the rule", () => {
    for (const [text, field] of [
      ["12 kg", metres],
      ["12abc", metres],
      ["1a.2.5", metres],
      ["5 ft", null],
      ["15%", null],
      ["20 °C - 10 °C", celsius],
      ["5 ft to m", metres],
    ] as const) {
      expect(readFieldText(text, field), text).toEqual({ kind: "none" });
    }
  });

  it("waits for an expression still being typed", () => {
    for (const text of ["0.1+", "(2", "180 c", "5 ft 9 i", "2*(3+"]) {
      expect(readFieldText(text, metres), text).toEqual({ kind: "incomplete" });
    }
  });

  it("says plainly what is too large or negative where values cannot be", () => {
    expect(readFieldText("10^400", null)).toEqual({ kind: "too-large" });
    expect(readFieldText("1e309 m", metres)).toEqual({ kind: "too-large" });
    expect(readFieldText("2-5", metres, false)).toEqual({
      kind: "negative",
      value: -3,
      note: "Read as -3 m: 2 − 5.",
    });
    expect(readFieldText("2-5", celsius, true)).toMatchObject({ kind: "number", value: -3 });
  });
});

describe("fieldState", () => {
  const rule = unsignedConverterRule;
  it("gives the field its number, its hint, or the text its rule keeps", () => {
    expect(fieldState("0.1+0.2", metres, rule)).toEqual({
      parsed: { kind: "number", value: 0.3, note: "Read as 0.3 m: 0.1 + 0.2." },
      note: "Read as 0.3 m: 0.1 + 0.2.",
      settled: null,
    });
    expect(fieldState("12 kg", metres, rule)).toMatchObject({ settled: "12 " });
    expect(fieldState("1a7-5.5.", centimetres, bmiFieldRules.heightCm)).toMatchObject({
      settled: "175.5",
    });
    expect(fieldState("0.1+", metres, rule)).toEqual({
      parsed: { kind: "incomplete" },
      note: null,
      settled: null,
    });
  });

  it("says the spec's message where one applies, and too large beside it", () => {
    expect(fieldState("2-5", metres, rule).parsed).toEqual({
      kind: "invalid",
      message: "Invalid input value",
    });
    expect(fieldState("10^400", null, rule).parsed).toEqual({
      kind: "invalid",
      message: "Please enter a valid number: 10^400 is too large to convert.",
    });
    // The cap counts what the rule keeps, as the spec's message says ('Max 5 digits'): an
    // expression with more digits is past it, one with fewer is read whatever its length.
    expect(fieldState("123456 mm", centimetres, bmiFieldRules.heightCm).parsed).toEqual({
      kind: "invalid",
      message: "Max 5 digits",
    });
    expect(fieldState("5 ft 9 in", centimetres, bmiFieldRules.heightCm).parsed).toEqual({
      kind: "number",
      value: 175.26,
      note: "Read as 175.26 cm: 5 ft 9 in.",
    });
  });
});

describe("expressionFieldState", () => {
  it("reads what may be an expression, and leaves any other text to the rule", () => {
    const weight = bmiFieldRules.weightKg;
    expect(expressionFieldState("65+5", kilograms, weight).parsed).toEqual({
      kind: "number",
      value: 70,
      note: "Read as 70 kg: 65 + 5.",
    });
    expect(expressionFieldState(`5'9"`, feet, bmiFieldRules.heightFeet).parsed).toMatchObject({
      kind: "number",
      value: 5.75,
    });
    // What the spec's rule reads: the rule keeps (a lone minus dropped where values cannot be
    // negative, a second point), as though typed so.
    expect(expressionFieldState("-5", kilograms, weight).settled).toBe("5");
    expect(expressionFieldState("1.2.3", kilograms, weight).settled).toBe("1.23");
    expect(expressionFieldState("1e309", kilograms, weight).parsed).toEqual({
      kind: "invalid",
      message: "Please enter a valid number: 1e309 is too large to convert.",
    });
    expect(expressionFieldState("20+5", null, percentageWideRule).parsed).toMatchObject({
      kind: "number",
      value: 25,
    });
  });
});

describe("converterFieldUnit", () => {
  it("names a converter's unit for the reader, and nothing for a key it does not have", () => {
    expect(converterFieldUnit(converters.length, "foot")).toEqual(feet);
    expect(converterFieldUnit(converters.length, "kilogram")).toBeNull();
  });
});
