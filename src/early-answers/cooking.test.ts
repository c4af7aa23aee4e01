import { describe, expect, it } from "vitest";
import CookingConverter, { IngredientConverter } from "../components/cooking/CookingConverter";
import {
  convertCookingVolume,
  convertIngredient,
  cookingVolumeUnits,
  ingredientMeasures,
  ingredients,
} from "../lib/cooking/cooking";
import { readingNote } from "../lib/input";
import { cookingEarlyTexts } from "./cooking";
import { fieldsReader, serverEarlyParts } from "./server-html";

const volume = (amount: string, from: string, to: string) =>
  fieldsReader({ "volume-amount": amount, "volume-from": from, "volume-to": to });

const ingredientFields = (amount: string, measure: string, kind: string) =>
  fieldsReader({
    "ingredient-amount": amount,
    "ingredient-measure": measure,
    "ingredient-kind": kind,
  });

const amounts = ["1", "0.75", "3", "2.5", "1234.5678", "0.001", "1e3", ".5", "0"];

describe("cookingEarlyTexts", () => {
  it("converts 0.75 cup to 12 tbsp and 3 cups of sugar to grams", () => {
    expect(cookingEarlyTexts(volume("0.75", "cup", "tablespoon"))).toEqual({
      context: "0.75 cup =",
      result: "12 tbsp",
    });
    expect(cookingEarlyTexts(ingredientFields("3", "cup", "granulated_sugar"))).toEqual({
      "ingredient-context": "3 cups of granulated sugar ≈",
      "ingredient-result": "600.00 g",
      "ingredient-basis":
        "Based on 1 cup of granulated sugar ≈ 200 g. Weights vary with how an ingredient is packed.",
    });
  });

  it("gives exactly each island's server text of every slot for the island's own fields", () => {
    for (const island of [CookingConverter, IngredientConverter]) {
      const server = serverEarlyParts(island);
      expect(Object.keys(server.slots).length, island.name).toBeGreaterThan(0);
      expect(cookingEarlyTexts(fieldsReader(server.fields)), island.name).toEqual(server.slots);
    }
    expect(serverEarlyParts(CookingConverter).fields).toEqual({
      "volume-amount": "1",
      "volume-from": "cup",
      "volume-to": "milliliter",
    });
  });

  it("matches the volume converter's result for every pair of units", () => {
    for (const from of cookingVolumeUnits) {
      for (const to of cookingVolumeUnits) {
        for (const amount of amounts) {
          const outcome = convertCookingVolume(amount, from.key, to.key);
          const texts = cookingEarlyTexts(volume(amount, from.key, to.key));
          const label = `${amount} ${from.key}→${to.key}`;
          // "1e3" reads with a note ("Read as 1000: …") that only the island shows.
          if (outcome.status !== "result" || readingNote(amount) !== null) {
            expect(texts, label).toBeNull();
            continue;
          }
          expect(texts?.["result"], label).toBe(`${outcome.text} ${outcome.symbol}`);
          expect(texts?.["context"], label).toBe(`${amount} ${from.symbol} =`);
        }
      }
    }
  });

  it("matches the ingredient converter's result for every measure and ingredient", () => {
    for (const measure of ingredientMeasures) {
      for (const ingredient of ingredients) {
        for (const amount of amounts) {
          const outcome = convertIngredient(amount, measure.key, ingredient.key);
          const texts = cookingEarlyTexts(ingredientFields(amount, measure.key, ingredient.key));
          const label = `${amount} ${measure.key} ${ingredient.key}`;
          if (outcome.status !== "result" || readingNote(amount) !== null) {
            expect(texts, label).toBeNull();
            continue;
          }
          expect(texts?.["ingredient-result"], label).toBe(`${outcome.text} ${outcome.symbol}`);
          expect(texts?.["ingredient-context"], label).toMatch(
            new RegExp(`^${amount.replace(".", "\\.")} ${measure.key}s? of `),
          );
        }
      }
    }
  });

  it("leaves to the islands what they show instead of a result", () => {
    // "1 1/2" and "1,5" are read by the islands, which say how they read them.
    for (const amount of ["", "-", ".", "abc", "1e999", "1 1/2", "1,5"]) {
      expect(cookingEarlyTexts(volume(amount, "cup", "tablespoon")), amount).toBeNull();
      expect(cookingEarlyTexts(ingredientFields(amount, "cup", "butter")), amount).toBeNull();
    }
    expect(cookingEarlyTexts(volume("1", "pound", "cup"))).toBeNull();
    expect(cookingEarlyTexts(ingredientFields("1", "cup", "sand"))).toBeNull();
    expect(cookingEarlyTexts(fieldsReader({ "scaling-amount": "2" }))).toBeNull();
  });
});
