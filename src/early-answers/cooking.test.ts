import { describe, expect, it } from "vitest";
import CookingConverter from "../components/cooking/CookingConverter";
import { convertCookingVolume, cookingVolumeUnits } from "../lib/cooking/cooking";
import { readingNote } from "../lib/input";
import { cookingEarlyTexts } from "./cooking";
import { fieldsReader, serverEarlyParts } from "./server-html";

const volume = (amount: string, from: string, to: string) =>
  fieldsReader({ "volume-amount": amount, "volume-from": from, "volume-to": to });

const amounts = ["1", "0.75", "3", "2.5", "1234.5678", "0.001", "1e3", ".5", "0"];

describe("cookingEarlyTexts", () => {
  it("converts 0.75 cup to 12 tbsp", () => {
    expect(cookingEarlyTexts(volume("0.75", "cup", "tablespoon"))).toEqual({
      context: "0.75 cup =",
      result: "12 tbsp",
    });
  });

  it("gives exactly the island's server text of every slot for the island's own fields", () => {
    const server = serverEarlyParts(CookingConverter);
    expect(Object.keys(server.slots).length).toBeGreaterThan(0);
    expect(cookingEarlyTexts(fieldsReader(server.fields))).toEqual(server.slots);
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

  it("leaves to the island what it shows instead of a result", () => {
    // "1 1/2" and "1,5" are read by the islands, which say how they read them.
    for (const amount of ["", "-", ".", "abc", "1e999", "1 1/2", "1,5"]) {
      expect(cookingEarlyTexts(volume(amount, "cup", "tablespoon")), amount).toBeNull();
    }
    expect(cookingEarlyTexts(volume("1", "pound", "cup"))).toBeNull();
    expect(cookingEarlyTexts(fieldsReader({ "scaling-amount": "2" }))).toBeNull();
  });
});
