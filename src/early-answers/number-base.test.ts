import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  baseOption,
  baseOptions,
  convertBase,
  conversionLine,
  convertToAllBases,
  formatInBase,
  maxBaseInputLength,
  type Base,
} from "../lib/number-base/number-base";
import { numberBaseEarlyTexts } from "./number-base";

const fields =
  (number: string, from: number, to: number) =>
  (name: string): string | undefined =>
    ({ number, from: String(from), to: String(to) })[name];

const bases = baseOptions.map((option) => option.value);

/** What the island renders for an input it holds (already upper-cased), its texts joined. */
function islandTexts(input: string, from: Base, to: Base) {
  const conversion = convertBase(input, from, to);
  if (conversion.kind !== "ok") return null;
  return {
    counter: `${input.length} / ${maxBaseInputLength}`,
    fromDigits: `Digits: ${baseOption(from).digits}`,
    toDigits: `Digits: ${baseOption(to).digits}`,
    heading: `Result (${baseOption(to).label})`,
    result: conversion.value,
    context: conversionLine(input, from, conversion.value, to),
    all: convertToAllBases(input, from).map(({ conversion: row }) =>
      row.kind === "ok" ? row.value : "Invalid",
    ),
  };
}

/** The early texts, joined as they sit in the island's elements. */
function earlyJoined(typed: string, from: Base, to: Base) {
  const texts = numberBaseEarlyTexts(fields(typed, from, to));
  if (texts === null) return null;
  return {
    counter: `${texts["input-length"]} / ${maxBaseInputLength}`,
    fromDigits: texts["from-digits"],
    toDigits: texts["to-digits"],
    heading: texts["result-heading"],
    result: texts["result"],
    context: texts["context"],
    all: bases.map((base) => texts[`all-${base}`]),
  };
}

describe("numberBaseEarlyTexts", () => {
  it("converts 4095 to FFF with the island's line, counter and headings", () => {
    expect(numberBaseEarlyTexts(fields("4095", 10, 16))).toEqual({
      "input-length": "4",
      "from-digits": "Digits: 0-9",
      "to-digits": "Digits: 0-9, A-F",
      "result-heading": "Result (Hexadecimal)",
      result: "FFF",
      context: "4095 (Base 10) = FFF (Base 16)",
      "all-2": "111111111111",
      "all-8": "7777",
      "all-10": "4095",
      "all-16": "FFF",
    });
  });

  it("joins back to what the island shows for any number between any two bases", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: (1n << 200n) - 1n }),
        fc.constantFrom(...bases),
        fc.constantFrom(...bases),
        fc.boolean(),
        (value, from, to, lowerCase) => {
          const written = formatInBase(value, from);
          const typed = lowerCase ? written.toLowerCase() : written;
          if (written.length > maxBaseInputLength) {
            expect(numberBaseEarlyTexts(fields(typed, from, to))).toBeNull();
            return;
          }
          // The island upper-cases what is typed before it converts it.
          expect(earlyJoined(typed, from, to)).toEqual(islandTexts(written, from, to));
        },
      ),
    );
  });

  it("keeps spaces around the number as the island does", () => {
    expect(earlyJoined(" 1010 ", 2, 10)).toEqual(islandTexts(" 1010 ", 2, 10));
    expect(numberBaseEarlyTexts(fields(" 1010 ", 2, 10))?.["input-length"]).toBe("6");
  });

  it("leaves to the island what it shows instead of a result", () => {
    for (const typed of ["", "   ", "12G", "-5", "+5", "1.5", "2", "1".repeat(65)]) {
      expect(numberBaseEarlyTexts(fields(typed, 2, 16)), JSON.stringify(typed)).toBeNull();
    }
    expect(numberBaseEarlyTexts(fields("19", 8, 10))).toBeNull();
    expect(numberBaseEarlyTexts(fields("10", 3, 10))).toBeNull();
    expect(numberBaseEarlyTexts((name) => (name === "number" ? "10" : undefined))).toBeNull();
  });
});
