import { describe, expect, it } from "vitest";
import { defaultState, stateFromQuery } from "../measures";
import { converters } from "../measures/all";
import { withPairPreset } from "./preset";

describe("withPairPreset", () => {
  it("makes the pair the converter's defaults", () => {
    const config = withPairPreset(converters.length, {
      defaultFrom: "foot",
      defaultTo: "centimeter",
    });
    expect(defaultState(config)).toEqual({ valueText: "1", from: "foot", to: "centimeter" });
    expect(config.convert(1, "foot", "centimeter")).toBeCloseTo(30.48, 10);
  });

  it("falls back to the pair for the parts a shared link leaves out", () => {
    const config = withPairPreset(converters.weight, {
      defaultFrom: "pound",
      defaultTo: "kilogram",
    });
    expect(stateFromQuery(config, new URLSearchParams("value=3"))).toEqual({
      valueText: "3",
      from: "pound",
      to: "kilogram",
    });
  });

  it("leaves the measure's own configuration as it was", () => {
    withPairPreset(converters.length, { defaultFrom: "foot", defaultTo: "inch" });
    expect(defaultState(converters.length)).toEqual({ valueText: "1", from: "meter", to: "foot" });
  });

  it("keeps the configuration as it is without a preset or with unknown units", () => {
    expect(withPairPreset(converters.length, {})).toBe(converters.length);
    const config = withPairPreset(converters.length, { defaultFrom: "pound", defaultTo: "inch" });
    expect(defaultState(config)).toEqual({ valueText: "1", from: "meter", to: "inch" });
  });
});
