import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { toNumber } from "../measures/exact";
import { convertIngredientAmount } from "./convert";
import { closeIngredients, findIngredient } from "./find";
import {
  gramsPerCup,
  ingredientBySlug,
  ingredientFamilies,
  ingredients,
  type Ingredient,
} from "./index";
import { amountRows, cupRows, weightRows } from "./tables";
import { figureNote, ingredientHeadline } from "./figure";
import { formatIngredientAmount, measuringSetLine } from "./texts";
import { ingredientUnit, ingredientUnits, type KindedUnit } from "./units";

function unit(key: string): KindedUnit {
  const found = ingredientUnit(key);
  if (!found) throw new Error(key);
  return found;
}

function ingredient(slug: string): Ingredient {
  const found = ingredientBySlug(slug);
  if (!found) throw new Error(slug);
  return found;
}

// Unit keys are read from the unit lists, never typed here beyond these lookups.
const [usCup, metricCup, stick, tablespoon] = ["cup", "metric_cup", "stick", "tablespoon"].map(
  unit,
);
const [gram, ounce] = ["gram", "ounce"].map(unit);

describe("the spec's eight figures", () => {
  it("are exactly the cooking table's grams per US cup", () => {
    const table = {
      "all-purpose-flour": 120,
      "granulated-sugar": 200,
      "packed-brown-sugar": 220,
      butter: 227,
      milk: 240,
      water: 240,
      "uncooked-rice": 185,
      "rolled-oats": 90,
    };
    for (const [slug, grams] of Object.entries(table)) {
      expect(toNumber(gramsPerCup(ingredient(slug))), slug).toBe(grams);
    }
  });

  it("give a stick of butter as half a cup: 113.5 g", () => {
    expect(convertIngredientAmount(1, stick!, gram!, gramsPerCup(ingredient("butter")))).toBe(
      113.5,
    );
  });
});

describe("convertIngredientAmount", () => {
  const flour = gramsPerCup(ingredient("all-purpose-flour"));
  it("turns volumes into weights and back through grams per cup", () => {
    expect(convertIngredientAmount(2, usCup!, gram!, flour)).toBe(240);
    expect(convertIngredientAmount(240, gram!, usCup!, flour)).toBe(2);
    expect(convertIngredientAmount(1, metricCup!, gram!, flour)).toBeCloseTo(126.8026, 4);
    expect(convertIngredientAmount(1, tablespoon!, gram!, flour)).toBe(7.5);
  });

  it("round-trips any amount of any ingredient between any two units", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 100_000, noNaN: true }),
        fc.constantFrom(...ingredients),
        fc.constantFrom(...ingredientUnits),
        fc.constantFrom(...ingredientUnits),
        (value, item, from, to) => {
          const density = gramsPerCup(item);
          const there = convertIngredientAmount(value, from, to, density);
          const back = convertIngredientAmount(there, to, from, density);
          expect(back / value).toBeCloseTo(1, 12);
        },
      ),
    );
  });

  it("converts within a kind without the figure", () => {
    expect(convertIngredientAmount(1, usCup!, tablespoon!, flour)).toBe(16);
    expect(convertIngredientAmount(16, ounce!, gram!, flour)).toBe(453.59237);
  });
});

describe("texts", () => {
  const flour = ingredient("all-purpose-flour");
  it("write amounts with the unit's name or symbol", () => {
    expect(formatIngredientAmount(113.5, gram!)).toBe("113.5 g");
    expect(formatIngredientAmount(1, usCup!)).toBe("1 US cup");
    expect(formatIngredientAmount(0.8333333, usCup!)).toBe("0.83 US cups");
  });

  it("give a measuring-set line with fraction characters", () => {
    expect(measuringSetLine(1 / 3, usCup!)).toBe("⅓ cup");
    expect(measuringSetLine(0.375, usCup!)).toBe("¼ cup + 2 tbsp");
    expect(measuringSetLine(2, usCup!)).toBeNull();
    expect(measuringSetLine(100, gram!)).toBeNull();
  });

  it("write the headline and the figure's basis", () => {
    expect(ingredientHeadline(flour)).toBe("1 cup of all-purpose flour = 120 g");
    expect(figureNote(flour)).toContain("120 g");
    expect(figureNote(flour)).toContain("King Arthur Baking");
  });
});

describe("tables", () => {
  const flour = ingredient("all-purpose-flour");
  it("list kitchen amounts from ⅛ to 4 cups, spoons, and sticks for butter", () => {
    const rows = amountRows(flour);
    expect(rows[0]).toEqual({ amount: "⅛ cup", grams: "15 g", ounces: "0.53 oz" });
    expect(rows.find((row) => row.amount === "⅓ cup")?.grams).toBe("40 g");
    expect(rows.find((row) => row.amount === "4 cups")?.grams).toBe("480 g");
    expect(rows.some((row) => row.amount.includes("stick"))).toBe(false);
    const butter = amountRows(ingredient("butter"));
    expect(butter.find((row) => row.amount === "1 stick")?.grams).toBe("113.5 g");
  });

  it("list weights in cups with the measuring-set line", () => {
    const row = weightRows(flour).find((candidate) => candidate.weight === "120 g");
    expect(row).toBeUndefined();
    const kilo = weightRows(flour).at(-1);
    expect(kilo).toEqual({ weight: "1 kg", cups: "8.33 US cups", measure: "8⅓ cups" });
  });

  it("give every cup in grams", () => {
    expect(cupRows(flour).map((row) => row.grams)).toEqual([
      "120 g",
      "126.8 g",
      "144.1 g",
      "101.4 g",
    ]);
  });
});

describe("findIngredient", () => {
  it("reads names, aliases and slugs in any case, with 'of' and plurals", () => {
    expect(findIngredient("Flour")?.slug).toBe("all-purpose-flour");
    expect(findIngredient("of AP flour")?.slug).toBe("all-purpose-flour");
    expect(findIngredient("all-purpose-flour")?.slug).toBe("all-purpose-flour");
    expect(findIngredient("butter")?.slug).toBe("butter");
    expect(findIngredient("flower")).toBeUndefined();
  });

  it("suggests the closest ingredients for a name it does not know", () => {
    expect(closeIngredients("flower")[0]?.slug).toBe("all-purpose-flour");
    expect(closeIngredients("suger")[0]?.slug).toBe("granulated-sugar");
    expect(closeIngredients("xyzzy")).toEqual([]);
  });

  it("has every name once", () => {
    const names = ingredients.flatMap((item) => [item.name, ...item.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("ingredientFamilies", () => {
  it("groups every ingredient once under its family, in the list's order", () => {
    const families = ingredientFamilies();
    expect(families[0]?.family).toBe("Flours and starches");
    expect(families[0]?.members[0]?.slug).toBe("all-purpose-flour");
    expect(families.flatMap((family) => family.members)).toHaveLength(ingredients.length);
    for (const { family, members } of families) {
      for (const member of members) expect(member.family).toBe(family);
    }
  });
});
