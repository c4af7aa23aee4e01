import { describe, expect, it } from "vitest";
import {
  convertCookingTemperature,
  convertCookingVolume,
  convertCookingWeight,
  scaleRecipe,
} from "./cooking";
import { cookingTextNames, cookingTexts, scalingTexts } from "./texts";

describe("cookingTexts", () => {
  it("gives the amount line and the result of each tab", () => {
    expect(cookingTexts("0.75", "cup", convertCookingVolume("0.75", "cup", "tablespoon"))).toEqual({
      context: "0.75 cup =",
      result: "12 tbsp",
    });
    expect(cookingTexts("1", "lb", convertCookingWeight("1", "pound", "gram"))).toEqual({
      context: "1 lb =",
      result: "453.59 g",
    });
    expect(
      cookingTexts("350", "°F", convertCookingTemperature("350", "fahrenheit", "celsius")),
    ).toEqual({ context: "350 °F =", result: "176.7 °C" });
  });

  it("prints the amount as typed, trimmed, and names each text by its slot", () => {
    const texts = cookingTexts(" 1/2 ", "cup", convertCookingVolume(" 1/2 ", "cup", "teaspoon"));
    expect(texts).toEqual({ context: "1/2 cup =", result: "24 tsp" });
    expect(Object.keys(texts)).toEqual([...cookingTextNames]);
  });

  it("is empty without a result", () => {
    for (const amount of ["", "abc", "1e999"]) {
      expect(
        cookingTexts(amount, "cup", convertCookingVolume(amount, "cup", "tablespoon")),
      ).toEqual({ context: "", result: "" });
    }
  });
});

describe("scalingTexts", () => {
  it("gives the scale factor line and the scaled amount", () => {
    expect(scalingTexts("4", "6", "2", scaleRecipe("4", "6", "2", "cup"))).toEqual({
      context: "Scale factor 1.5× (6 ÷ 4 servings): 2 cup becomes",
      result: "3.00 cup",
    });
    expect(scalingTexts(" 3 ", "1", "100", scaleRecipe(" 3 ", "1", "100", "gram"))).toEqual({
      context: "Scale factor 0.33× (1 ÷ 3 servings): 100 g becomes",
      result: "33.33 g",
    });
  });

  it("is empty without a result", () => {
    expect(scalingTexts("0", "6", "2", scaleRecipe("0", "6", "2", "cup"))).toEqual({
      context: "",
      result: "",
    });
    expect(scalingTexts("4", "", "2", scaleRecipe("4", "", "2", "cup"))).toEqual({
      context: "",
      result: "",
    });
  });
});
