import { describe, expect, it } from "vitest";
import { maxBaseInputLength } from "./number-base";
import { numberBaseTextNames, numberBaseTexts } from "./texts";

describe("numberBaseTexts", () => {
  it("gives every text of the default 255 from base 10 to base 16", () => {
    expect(numberBaseTexts({ input: "255", from: 10, to: 16 })).toEqual({
      "input-length": "3",
      "from-digits": "Digits: 0-9",
      "to-digits": "Digits: 0-9, A-F",
      "result-heading": "Result (Hexadecimal)",
      result: "FF",
      context: "255 (Base 10) = FF (Base 16)",
      "all-2": "11111111",
      "all-8": "377",
      "all-10": "255",
      "all-16": "FF",
    });
  });

  it("names a text for every slot name, and no other", () => {
    expect(Object.keys(numberBaseTexts({ input: "1", from: 2, to: 8 })).sort()).toEqual(
      [...numberBaseTextNames].sort(),
    );
  });

  it("converts from binary and hexadecimal, and 0 to 0 in every base", () => {
    const binary = numberBaseTexts({ input: "1010", from: 2, to: 10 });
    expect(binary.result).toBe("10");
    expect(binary["from-digits"]).toBe("Digits: 0, 1");
    expect(binary["result-heading"]).toBe("Result (Decimal)");
    expect(numberBaseTexts({ input: "FF", from: 16, to: 8 })).toMatchObject({
      result: "377",
      context: "FF (Base 16) = 377 (Base 8)",
      "to-digits": "Digits: 0-7",
    });
    expect(numberBaseTexts({ input: "0", from: 8, to: 2 })).toMatchObject({
      result: "0",
      "all-2": "0",
      "all-8": "0",
      "all-10": "0",
      "all-16": "0",
    });
  });

  it("keeps every digit of a 64-character input", () => {
    const input = "F".repeat(maxBaseInputLength);
    const texts = numberBaseTexts({ input, from: 16, to: 2 });
    expect(texts["input-length"]).toBe("64");
    expect(texts.result).toBe("1".repeat(256));
    expect(texts["all-16"]).toBe(input);
  });

  it("counts the spaces around the number but leaves them out of the line", () => {
    const texts = numberBaseTexts({ input: " 1010 ", from: 2, to: 10 });
    expect(texts["input-length"]).toBe("6");
    expect(texts.context).toBe("1010 (Base 2) = 10 (Base 10)");
  });

  it("leaves the result, its line and every base empty for no number or an invalid one", () => {
    for (const input of ["", "   ", "19", "-5", "1.5"]) {
      const texts = numberBaseTexts({ input, from: 8, to: 16 });
      expect(texts, JSON.stringify(input)).toEqual({
        "input-length": String(input.length),
        "from-digits": "Digits: 0-7",
        "to-digits": "Digits: 0-9, A-F",
        "result-heading": "Result (Hexadecimal)",
        result: "",
        context: "",
        "all-2": "",
        "all-8": "",
        "all-10": "",
        "all-16": "",
      });
    }
  });
});
