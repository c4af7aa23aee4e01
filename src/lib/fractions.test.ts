import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { converters } from "./measures";
import {
  converterFractionText,
  feetAndInchesText,
  formatMixedFraction,
  fractionKind,
  inchFractionSteps,
  kitchenFractionText,
  nearestFraction,
  nearestKitchenFraction,
} from "./fractions";

function fractionOfResult(
  id: "length" | "volume" | "weight",
  value: number,
  from: string,
  to: string,
  step = 16,
) {
  const config = converters[id];
  const result = config.convert(value, from, to);
  if (result === null) throw new Error("no result");
  return converterFractionText(config, value, from, to, result, step);
}

describe("nearestFraction", () => {
  it("rounds 0.999 up to 1, never to 16/16", () => {
    expect(nearestFraction(0.999, 16)).toEqual({ whole: 1, numerator: 0, denominator: 1 });
    expect(formatMixedFraction(nearestFraction(0.999, 16))).toBe("1");
  });

  it("rounds 15.97/16 to 16/16, which is 1", () => {
    expect(nearestFraction(15.97 / 16, 16)).toEqual({ whole: 1, numerator: 0, denominator: 1 });
  });

  it("rounds a remainder under half a step down to the whole number, never to 0/16", () => {
    expect(nearestFraction(5.03, 16)).toEqual({ whole: 5, numerator: 0, denominator: 1 });
    expect(formatMixedFraction(nearestFraction(5.03, 16))).toBe("5");
  });

  it("reduces to lowest terms", () => {
    expect(nearestFraction(8.8976, 16)).toEqual({ whole: 8, numerator: 7, denominator: 8 });
    expect(nearestFraction(0.5, 64)).toEqual({ whole: 0, numerator: 1, denominator: 2 });
    expect(nearestFraction(3.937, 16)).toEqual({ whole: 3, numerator: 15, denominator: 16 });
  });

  it("is never more than half a step away, for every step", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom(...inchFractionSteps),
        (value, step) => {
          const fraction = nearestFraction(value, step);
          expect(fraction.numerator).toBeLessThan(fraction.denominator);
          expect(step % fraction.denominator).toBe(0);
          const shown = fraction.whole + fraction.numerator / fraction.denominator;
          expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 / step + 1e-9);
        },
      ),
    );
  });
});

describe("kitchen fractions", () => {
  it("picks the nearest of 1/8, 1/4, 1/3, 1/2, 2/3, 3/4 or a whole", () => {
    expect(formatMixedFraction(nearestKitchenFraction(0.33814))).toBe("1/3");
    expect(formatMixedFraction(nearestKitchenFraction(0.7))).toBe("2/3");
    expect(formatMixedFraction(nearestKitchenFraction(0.74))).toBe("3/4");
    expect(formatMixedFraction(nearestKitchenFraction(0.13))).toBe("1/8");
    expect(formatMixedFraction(nearestKitchenFraction(2.96))).toBe("3");
    expect(formatMixedFraction(nearestKitchenFraction(1.52))).toBe("1 1/2");
  });

  it("says ≈ when rounded, nothing for an exact whole or an amount that rounds to nothing", () => {
    expect(kitchenFractionText(0.33814, "cup")).toBe("≈ 1/3 cup");
    expect(kitchenFractionText(1.5, "cup")).toBe("1 1/2 cup");
    expect(kitchenFractionText(2, "cup")).toBeNull();
    expect(kitchenFractionText(0.047, "cup")).toBeNull();
    expect(kitchenFractionText(1.98, "tbsp")).toBe("≈ 2 tbsp");
  });
});

describe("feet and inches", () => {
  it("splits feet from inches after rounding the total", () => {
    expect(feetAndInchesText(68.8976, 16, 12, "ft", "in")).toBe("≈ 5 ft 8 7/8 in");
    expect(feetAndInchesText(11.99, 16, 12, "ft", "in")).toBe("≈ 1 ft");
    expect(feetAndInchesText(18, 16, 12, "ft", "in")).toBe("1 ft 6 in");
    expect(feetAndInchesText(8.5, 16, 12, "ft", "in")).toBe("8 1/2 in");
    expect(feetAndInchesText(36, 16, 12, "ft", "in")).toBeNull();
  });

  it("follows the chosen step", () => {
    expect(feetAndInchesText(3.937, 2, null, "ft", "in")).toBe("≈ 4 in");
    expect(feetAndInchesText(3.937, 4, null, "ft", "in")).toBe("≈ 4 in");
    expect(feetAndInchesText(3.937, 8, null, "ft", "in")).toBe("≈ 3 7/8 in");
    expect(feetAndInchesText(3.937, 64, null, "ft", "in")).toBe("≈ 3 15/16 in");
  });

  it("has no line for a length that rounds to nothing or is a whole number of inches", () => {
    expect(feetAndInchesText(0.02, 16, null, "ft", "in")).toBeNull();
    expect(feetAndInchesText(12, 16, null, "ft", "in")).toBeNull();
    expect(feetAndInchesText(0.5, 16, null, "ft", "in")).toBe("1/2 in");
  });
});

describe("the fraction line of a converter result", () => {
  it("shows 1.75 m as ≈ 5 ft 8 7/8 in and 10 cm as ≈ 3 15/16 in", () => {
    expect(fractionOfResult("length", 1.75, "meter", "foot")).toBe("≈ 5 ft 8 7/8 in");
    expect(fractionOfResult("length", 10, "centimeter", "inch")).toBe("≈ 3 15/16 in");
  });

  it("shows 80 mL as ≈ 1/3 cup", () => {
    expect(fractionOfResult("volume", 80, "milliliter", "cup")).toBe("≈ 1/3 cup");
    expect(fractionOfResult("volume", 0.999, "cup", "tablespoon")).toBe("≈ 16 tbsp");
    expect(kitchenFractionText(11.99996, "tbsp", "12 tbsp")).toBeNull();
    expect(kitchenFractionText(11.99996, "tbsp", "11.99996 tbsp")).toBe("≈ 12 tbsp");
    expect(fractionOfResult("volume", 10, "milliliter", "teaspoon")).toBe("≈ 2 tsp");
  });

  it("is absent for other units", () => {
    expect(fractionOfResult("length", 1, "foot", "meter")).toBeNull();
    expect(fractionOfResult("volume", 1, "liter", "gallon")).toBeNull();
    expect(fractionOfResult("weight", 1, "kilogram", "pound")).toBeNull();
    expect(fractionKind("mile")).toBeNull();
    expect(fractionKind("teaspoon")).toBe("kitchen");
  });
});
