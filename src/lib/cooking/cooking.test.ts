import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  convertCookingTemperature,
  convertCookingVolume,
  convertCookingWeight,
  cookingAmountLine,
  cookingDefaults,
  cookingTemperatureUnits,
  cookingVolumeUnits,
  cookingResultText,
  cookingWeightUnits,
  ovenTemperatures,
  scaleRecipe,
  scalingUnits,
  volumeReferenceRows,
  type CookingOutcome,
} from "./cooking";
import { type Exact } from "../measures/exact";
import { terminatingDecimal } from "../measures/exact-decimal";

const resultText = (outcome: CookingOutcome) =>
  outcome.status === "result" ? `${outcome.text} ${outcome.symbol}` : outcome.status;

describe("unit tables", () => {
  it("lists the cooking page's units with their exact sizes", () => {
    const sizes = (units: readonly { key: string; exact: Exact }[]) =>
      units.map((unit) => [unit.key, terminatingDecimal(unit.exact)]);
    expect(sizes(cookingVolumeUnits)).toEqual([
      ["cup", "0.2365882365"],
      ["tablespoon", "0.01478676478125"],
      ["teaspoon", "0.00492892159375"],
      ["fluid_ounce", "0.0295735295625"],
      ["pint", "0.473176473"],
      ["quart", "0.946352946"],
      ["liter", "1"],
      ["milliliter", "0.001"],
    ]);
    expect(sizes(cookingWeightUnits)).toEqual([
      ["pound", "453.59237"],
      ["ounce", "28.349523125"],
      ["kilogram", "1000"],
      ["gram", "1"],
    ]);
    expect(cookingTemperatureUnits.map((unit) => unit.key)).toEqual(["fahrenheit", "celsius"]);
    expect(
      cookingVolumeUnits.filter((unit) => unit.group === "Metric").map((unit) => unit.key),
    ).toEqual(["liter", "milliliter"]);
    expect(scalingUnits).toHaveLength(12);
  });

  it("holds the oven chart as data", () => {
    expect(ovenTemperatures.map((row) => [row.fahrenheit, row.celsius])).toEqual([
      [250, 120],
      [300, 150],
      [350, 175],
      [400, 200],
      [425, 220],
      [450, 230],
      [500, 260],
    ]);
  });
});

describe("defaults", () => {
  it("converts 1 cup to 236.588 mL", () => {
    const { amount, from, to } = cookingDefaults.volume;
    expect(resultText(convertCookingVolume(amount, from, to))).toBe("236.588 mL");
  });

  it("converts 1 pound to 0.45 kg", () => {
    const { amount, from, to } = cookingDefaults.weight;
    expect(resultText(convertCookingWeight(amount, from, to))).toBe("0.45 kg");
  });

  it("converts 350 °F to 176.7 °C", () => {
    const { amount, from, to } = cookingDefaults.temperature;
    expect(resultText(convertCookingTemperature(amount, from, to))).toBe("176.7 °C");
  });

  it("scales 2 cups for 4 servings to 3.00 cups for 6", () => {
    const { originalServings, desiredServings, amount, unit } = cookingDefaults.scaling;
    expect(scaleRecipe(originalServings, desiredServings, amount, unit)).toEqual({
      status: "result",
      factor: 1.5,
      factorText: "1.5",
      value: 3,
      text: "3.00",
      symbol: "cup",
    });
  });
});

describe("conversions", () => {
  it("formats volume to 3 trimmed decimals, weight to 2, temperature to 1", () => {
    expect(resultText(convertCookingVolume("1", "cup", "tablespoon"))).toBe("16 tbsp");
    expect(resultText(convertCookingVolume("1", "tablespoon", "teaspoon"))).toBe("3 tsp");
    expect(resultText(convertCookingVolume("0.75", "cup", "milliliter"))).toBe("177.441 mL");
    expect(resultText(convertCookingVolume("1", "liter", "cup"))).toBe("4.227 cup");
    expect(resultText(convertCookingWeight("1", "kilogram", "pound"))).toBe("2.20 lb");
    expect(resultText(convertCookingWeight("16", "ounce", "pound"))).toBe("1.00 lb");
    expect(resultText(convertCookingTemperature("180", "celsius", "fahrenheit"))).toBe("356.0 °F");
    expect(resultText(convertCookingTemperature("-40", "celsius", "fahrenheit"))).toBe("-40.0 °F");
  });

  it("runs only with an amount", () => {
    expect(convertCookingVolume("", "cup", "milliliter")).toEqual({ status: "idle" });
    expect(convertCookingWeight("  ", "pound", "gram")).toEqual({ status: "idle" });
    expect(convertCookingTemperature("-", "fahrenheit", "celsius")).toEqual({ status: "idle" });
    expect(convertCookingVolume("abc", "cup", "milliliter")).toEqual({
      status: "error",
      message: "Please enter a valid number",
    });
  });

  it("round-trips volume and weight through every pair of units", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.constantFrom(...cookingVolumeUnits.map((unit) => unit.key)),
        fc.constantFrom(...cookingVolumeUnits.map((unit) => unit.key)),
        (amount, from, to) => {
          const there = convertCookingVolume(String(amount), from, to);
          expect(there.status).toBe("result");
          if (there.status !== "result") return;
          const back = convertCookingVolume(String(there.value), to, from);
          expect(back.status === "result" && back.value).toBeCloseTo(amount, 6);
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.constantFrom(...cookingWeightUnits.map((unit) => unit.key)),
        fc.constantFrom(...cookingWeightUnits.map((unit) => unit.key)),
        (amount, from, to) => {
          const there = convertCookingWeight(String(amount), from, to);
          if (there.status !== "result") throw new Error("expected a result");
          const back = convertCookingWeight(String(there.value), to, from);
          expect(back.status === "result" && back.value).toBeCloseTo(amount, 6);
        },
      ),
    );
  });

  it("round-trips temperatures", () => {
    fc.assert(
      fc.property(fc.double({ min: -500, max: 1000, noNaN: true }), (fahrenheit) => {
        const celsius = convertCookingTemperature(String(fahrenheit), "fahrenheit", "celsius");
        if (celsius.status !== "result") throw new Error("expected a result");
        const back = convertCookingTemperature(String(celsius.value), "celsius", "fahrenheit");
        expect(back.status === "result" && back.value).toBeCloseTo(fahrenheit, 8);
      }),
    );
  });

  it("puts the oven chart within 5 °C of the exact conversion", () => {
    for (const row of ovenTemperatures) {
      const exact = convertCookingTemperature(String(row.fahrenheit), "fahrenheit", "celsius");
      expect(exact.status === "result" && Math.abs(exact.value - row.celsius)).toBeLessThanOrEqual(
        5,
      );
    }
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(convertCookingVolume(a, "cup", "liter").status).toMatch(/idle|error|result/);
        expect(convertCookingWeight(a, "gram", "ounce").status).toMatch(/idle|error|result/);
        expect(convertCookingTemperature(a, "celsius", "fahrenheit").status).toMatch(
          /idle|error|result/,
        );
        expect(scaleRecipe(a, b, c, "gram").status).toMatch(/idle|error|result/);
      }),
    );
  });
});

describe("scaleRecipe", () => {
  it("runs only when all three fields are filled in", () => {
    expect(scaleRecipe("", "6", "2", "cup")).toEqual({ status: "idle" });
    expect(scaleRecipe("4", "", "2", "cup")).toEqual({ status: "idle" });
    expect(scaleRecipe("4", "6", "", "cup")).toEqual({ status: "idle" });
  });

  it("halves, doubles and keeps the unit's symbol", () => {
    expect(scaleRecipe("8", "4", "3", "tablespoon")).toMatchObject({
      text: "1.50",
      symbol: "tbsp",
      factorText: "0.5",
    });
    expect(scaleRecipe("2", "4", "250", "gram")).toMatchObject({
      text: "500.00",
      symbol: "g",
      factorText: "2",
    });
    expect(scaleRecipe("3", "4", "1", "cup")).toMatchObject({ text: "1.33", factorText: "1.33" });
  });

  it("rejects zero or negative original servings and negative amounts", () => {
    for (const [original, desired, amount] of [
      ["0", "6", "2"],
      ["-4", "6", "2"],
      ["4", "-6", "2"],
      ["4", "6", "-2"],
    ] as const) {
      expect(scaleRecipe(original, desired, amount, "cup")).toEqual({
        status: "error",
        message: "Please enter a valid number",
      });
    }
  });

  it("scaling by n then back by 1/n gives the amount again", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        (original, desired, amount) => {
          const there = scaleRecipe(String(original), String(desired), String(amount), "cup");
          if (there.status !== "result") throw new Error("expected a result");
          const back = scaleRecipe(String(desired), String(original), String(there.value), "cup");
          expect(back.status === "result" && back.value).toBeCloseTo(amount, 6);
        },
      ),
    );
  });
});

describe("volumeReferenceRows", () => {
  it("derives the kitchen chain from the factors", () => {
    const rows = volumeReferenceRows();
    expect(rows[0]).toEqual({
      amount: "1 cup",
      tablespoons: "16",
      teaspoons: "48",
      fluidOunces: "8",
      milliliters: "236.588",
    });
    expect(rows.find((row) => row.amount === "1 tbsp")).toMatchObject({
      teaspoons: "3",
      milliliters: "14.787",
    });
    expect(rows.find((row) => row.amount === "1 fl oz")).toMatchObject({ tablespoons: "2" });
  });
});

describe("the texts around a result", () => {
  it("prints the result and the line above it", () => {
    expect(cookingResultText({ text: "12", symbol: "tbsp" })).toBe("12 tbsp");
    expect(cookingAmountLine(" 0.75 ", "cup")).toBe("0.75 cup =");
  });
});
