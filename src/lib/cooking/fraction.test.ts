import { describe, expect, it } from "vitest";
import { convertCookingVolume, cookingResultText, type CookingVolumeUnit } from "./cooking";
import { cookingFractionText } from "./fraction";

describe("cookingFractionText", () => {
  const lineOf = (amount: number, from: CookingVolumeUnit, to: CookingVolumeUnit) => {
    const outcome = convertCookingVolume(String(amount), from, to);
    if (outcome.status !== "result") throw new Error("no result");
    return cookingFractionText(outcome.value, to, cookingResultText(outcome));
  };

  it("shows tablespoons in cups as a measuring set measures them, exactly", () => {
    expect(lineOf(1, "tablespoon", "cup")).toBe("1 tbsp");
    expect(lineOf(3, "tablespoon", "cup")).toBe("1/8 cup + 1 tbsp");
    expect(lineOf(6, "tablespoon", "cup")).toBe("1/4 cup + 2 tbsp");
    expect(lineOf(16, "tablespoon", "cup")).toBeNull();
    expect(lineOf(40, "tablespoon", "cup")).toBe("2 1/2 cups");
  });

  it("marks rounded lines and leaves out units without one", () => {
    expect(lineOf(80, "milliliter", "cup")).toBe("≈ 1/3 cup");
    expect(lineOf(1, "cup", "milliliter")).toBeNull();
    expect(cookingFractionText(2, "pound", "2.00 lb")).toBeNull();
  });

  it("reads a scaled amount in its unit", () => {
    expect(cookingFractionText(1.5, "cup", "1.50 cup")).toBe("1 1/2 cups");
    expect(cookingFractionText(2, "cup", "2.00 cup")).toBeNull();
  });
});
