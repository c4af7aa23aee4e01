import { describe, expect, it } from "vitest";
import { converters } from "./measures/all";
import { converterFractionText } from "./fractions";
import { fractionKind } from "./measures/define-converter";
import {
  kitchenFractionText,
  kitchenScale,
  type KitchenScale,
} from "./measures/volume/kitchen-measures";

const scale = kitchenScale(converters.volume.units, converters.volume.convert) as KitchenScale;

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

describe("the fraction line of a converter result", () => {
  it("shows 1.75 m as ≈ 5 ft 8 7/8 in and 10 cm as ≈ 3 15/16 in", () => {
    expect(fractionOfResult("length", 1.75, "meter", "foot")).toBe("≈ 5 ft 8 7/8 in");
    expect(fractionOfResult("length", 10, "centimeter", "inch")).toBe("≈ 3 15/16 in");
  });

  it("shows 80 mL as ≈ 1/3 cup", () => {
    expect(fractionOfResult("volume", 80, "milliliter", "cup")).toBe("≈ 1/3 cup");
    expect(fractionOfResult("volume", 0.999, "cup", "tablespoon")).toBe("≈ 16 tbsp");
    expect(kitchenFractionText(11.99996, "tablespoon", scale, "12 tbsp")).toBeNull();
    expect(kitchenFractionText(11.99996, "tablespoon", scale, "11.99996 tbsp")).toBe("≈ 12 tbsp");
    expect(fractionOfResult("volume", 10, "milliliter", "teaspoon")).toBe("≈ 2 tsp");
  });

  it("is absent for other units", () => {
    expect(fractionOfResult("length", 1, "foot", "meter")).toBeNull();
    expect(fractionOfResult("volume", 1, "liter", "gallon")).toBeNull();
    expect(fractionOfResult("weight", 1, "kilogram", "gram")).toBeNull();
    // Pounds have a line of their own: pounds and ounces, as a scale reads them.
    expect(fractionOfResult("weight", 1, "kilogram", "pound")).toBe("≈ 2 lb 3.3 oz");
    expect(fractionKind(converters.length, "mile")).toBeNull();
    expect(fractionKind(converters.length, "inch")).toBe("tape-measure");
    expect(fractionKind(converters.volume, "teaspoon")).toBe("measuring-set");
    // Fraction lines belong to the converter: a unit key alone never brings one.
    expect(fractionKind(converters.weight, "teaspoon")).toBeNull();
  });
});
