import { describe, expect, it } from "vitest";
import { answerNumberBaseQuestion } from "./number-base-question";

const page = { href: "/number-base", text: "Open the Number Base Converter" };

describe("answerNumberBaseQuestion", () => {
  it("answers with the converter's line and its page", () => {
    expect(answerNumberBaseQuestion("255 in hex")).toEqual({
      kind: "tool",
      tool: "number-base",
      resultText: "255 (Base 10) = FF (Base 16)",
      readAs: "255 decimal → hexadecimal",
      note: null,
      link: page,
    });
  });

  it.each([
    // 255 = 0xff = 0b11111111 = 0o377 (2⁸ − 1)
    ["255 to binary", "255 (Base 10) = 11111111 (Base 2)", "255 decimal → binary"],
    ["0xff to decimal", "FF (Base 16) = 255 (Base 10)", "FF hexadecimal → decimal"],
    ["0XFF to octal", "FF (Base 16) = 377 (Base 8)", "FF hexadecimal → octal"],
    ["0b1010 in dec", "1010 (Base 2) = 10 (Base 10)", "1010 binary → decimal"],
    ["ff hex to decimal", "FF (Base 16) = 255 (Base 10)", "FF hexadecimal → decimal"],
    // 7 × 64 + 7 × 8 + 7 = 511 = 2⁹ − 1
    ["777 octal to binary", "777 (Base 8) = 111111111 (Base 2)", "777 octal → binary"],
    ["0o17 to dec", "17 (Base 8) = 15 (Base 10)", "17 octal → decimal"],
    ["255 in base 16?", "255 (Base 10) = FF (Base 16)", "255 decimal → hexadecimal"],
    ["11 base 2 to base 10", "11 (Base 2) = 3 (Base 10)", "11 binary → decimal"],
    // A base's name wins over what looks like a prefix: 0B1F in hexadecimal is 11 × 256 + 31.
    ["0b1f hex to decimal", "0B1F (Base 16) = 2847 (Base 10)", "0B1F hexadecimal → decimal"],
  ])("reads %j", (question, resultText, readAs) => {
    expect(answerNumberBaseQuestion(question)).toMatchObject({ kind: "tool", resultText, readAs });
  });

  it("keeps every digit of numbers beyond 2⁵³", () => {
    const max64 = 2n ** 64n - 1n;
    expect(answerNumberBaseQuestion(`${max64} to hex`)).toMatchObject({
      resultText: `${max64} (Base 10) = ${"F".repeat(16)} (Base 16)`,
    });
    expect(answerNumberBaseQuestion(`0x1${"0".repeat(25)} to decimal`)).toMatchObject({
      resultText: `1${"0".repeat(25)} (Base 16) = ${2n ** 100n} (Base 10)`,
    });
  });

  it.each([
    ["255 to base 36", "The converter works in bases 2, 8, 10 and 16, not base 36."],
    ["z base 36 to dec", "The converter works in bases 2, 8, 10 and 16, not base 36."],
    ["19 octal to decimal", "Invalid digit '9' for Octal (base 8): use 0-7"],
    ["0b102 to hex", "Invalid digit '2' for Binary (base 2): use 0, 1"],
    [
      "ff to decimal",
      "Invalid digit 'F' for Decimal (base 10): use 0-9, or write 0xFF for hexadecimal",
    ],
    [
      "cafe to binary",
      "Invalid digit 'C' for Decimal (base 10): use 0-9, or write 0xCAFE for hexadecimal",
    ],
    ["-5 to binary", "Invalid number for base conversion"],
    ["0x to decimal", "Invalid number for base conversion"],
    ["2.5 to binary", "Invalid digit '.' for Decimal (base 10): use 0-9"],
  ])("answers %j in the converter's words", (question, message) => {
    expect(answerNumberBaseQuestion(question)).toEqual({ kind: "error", message });
  });

  it.each([
    "5 ft to cm",
    "2 + 2",
    "15% of 80",
    "3 pm new york in tokyo",
    "100 usd to eur",
    "#ff8800 to rgb",
    "rgb(255, 136, 0) to hex",
    "orange to hex",
    "bmi 180 cm 75 kg",
    "bmi 5 ft 9 in 160 lb",
    "age 1990-05-17",
    "10 in to cm",
    "1 mb to bits",
    "5 hex to cm",
    "255",
    "",
  ])("leaves %j to another reading", (question) => {
    expect(answerNumberBaseQuestion(question)).toBeNull();
  });
});
