import { describe, expect, it } from "vitest";
import { weightConverter } from "./converter";
import { scaleReadingText } from "./scale-reading";
import { converterFractionText } from "../../fractions";

describe("scaleReadingText", () => {
  it("says a weight in stones and pounds, or pounds and ounces, to a tenth", () => {
    expect(scaleReadingText(weightConverter, 70, "kilogram", "stone")).toBe("≈ 11 st 0.3 lb");
    expect(scaleReadingText(weightConverter, 1, "kilogram", "pound")).toBe("≈ 2 lb 3.3 oz");
    expect(scaleReadingText(weightConverter, 100, "kilogram", "pound")).toBe("≈ 220 lb 7.4 oz");
    // Exact: 11.5 st is 11 st 7 lb; 1.25 lb is 1 lb 4 oz.
    expect(scaleReadingText(weightConverter, 161, "pound", "stone")).toBe("11 st 7 lb");
    expect(scaleReadingText(weightConverter, 20, "ounce", "pound")).toBe("1 lb 4 oz");
    // Under one of the larger unit, the smaller alone.
    expect(scaleReadingText(weightConverter, 100, "gram", "pound")).toBe("≈ 3.5 oz");
  });

  it("says nothing where it would only repeat the result, or for other units", () => {
    expect(scaleReadingText(weightConverter, 14, "pound", "stone")).toBeNull();
    expect(scaleReadingText(weightConverter, 32, "ounce", "pound")).toBeNull();
    expect(scaleReadingText(weightConverter, 1, "kilogram", "gram")).toBeNull();
    expect(scaleReadingText(weightConverter, 0, "kilogram", "pound")).toBeNull();
  });

  it("is the line under a weight converter's result", () => {
    expect(converterFractionText(weightConverter, 70, "kilogram", "stone", 11.023113, 16)).toBe(
      "≈ 11 st 0.3 lb",
    );
  });
});
