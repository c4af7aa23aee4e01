import { describe, expect, it } from "vitest";
import { defaultConverterPreferences, parseConverterPreferences } from "./preferences";

describe("parseConverterPreferences", () => {
  it("starts from Auto and 1/16 inch", () => {
    expect(defaultConverterPreferences).toEqual({ precision: "auto", fractionStep: 16 });
    expect(parseConverterPreferences(null)).toEqual(defaultConverterPreferences);
  });

  it("reads stored choices", () => {
    expect(parseConverterPreferences('{"precision":"s6","fractionStep":32}')).toEqual({
      precision: "s6",
      fractionStep: 32,
    });
    expect(parseConverterPreferences('{"precision":"d2"}')).toEqual({
      precision: "d2",
      fractionStep: 16,
    });
  });

  it("falls back to the defaults for anything it does not know", () => {
    expect(parseConverterPreferences("oops")).toEqual(defaultConverterPreferences);
    expect(parseConverterPreferences("[1]")).toEqual(defaultConverterPreferences);
    expect(parseConverterPreferences('{"precision":"d42","fractionStep":3}')).toEqual(
      defaultConverterPreferences,
    );
    expect(parseConverterPreferences('{"precision":6,"fractionStep":"16"}')).toEqual(
      defaultConverterPreferences,
    );
  });
});
