import { describe, expect, it } from "vitest";
import { answerColorQuestion } from "./color-question";

const page = { href: "/color", text: "Open the Color Converter" };

describe("answerColorQuestion", () => {
  it("answers with the converter's notations and its page", () => {
    expect(answerColorQuestion("#ff8800 to rgb")).toEqual({
      kind: "tool",
      tool: "color",
      // 0xff = 255, 0x88 = 136, 0x00 = 0
      resultText: "#FF8800 = rgb(255, 136, 0)",
      readAs: "#FF8800 → RGB",
      note: null,
      link: page,
    });
  });

  it.each([
    // Hue 60° × 136/255 = 32°; lightness (1 + 0) / 2 = 50%; saturation 1 / (1 − |2 × 0.5 − 1|) = 100%.
    ["#f80 in hsl", "#FF8800 = hsl(32, 100%, 50%)", "#FF8800 → HSL"],
    ["ff8800 to hsl", "#FF8800 = hsl(32, 100%, 50%)", "#FF8800 → HSL"],
    ["rgb(255, 136, 0) to hex", "rgb(255, 136, 0) = #FF8800", "rgb(255, 136, 0) → HEX"],
    ["RGB(255 136 0) as hex", "rgb(255, 136, 0) = #FF8800", "rgb(255, 136, 0) → HEX"],
    ["rgb(100%, 50%, 0%) to hex", "rgb(255, 128, 0) = #FF8000", "rgb(255, 128, 0) → HEX"],
    ["hsl(0, 100%, 50%) to rgb", "hsl(0, 100%, 50%) = rgb(255, 0, 0)", "hsl(0, 100%, 50%) → RGB"],
    ["hsl(120deg 100% 25%) to hex", "hsl(120, 100%, 25%) = #008000", "hsl(120, 100%, 25%) → HEX"],
    // The converter's default colour: #3B82F6 = rgb(59, 130, 246) = hsl(217, 91%, 60%).
    ["#3B82F6 to hsl?", "#3B82F6 = hsl(217, 91%, 60%)", "#3B82F6 → HSL"],
    ["#3b82f6", "#3B82F6 = rgb(59, 130, 246) = hsl(217, 91%, 60%)", "#3B82F6 → RGB and HSL"],
    [
      "rgb(59, 130, 246)",
      "rgb(59, 130, 246) = #3B82F6 = hsl(217, 91%, 60%)",
      "rgb(59, 130, 246) → HEX and HSL",
    ],
  ])("reads %j", (question, resultText, readAs) => {
    expect(answerColorQuestion(question)).toMatchObject({ kind: "tool", resultText, readAs });
  });

  it.each([
    [
      "orange to hex",
      "“orange” is not a color the converter reads: give a HEX, RGB or HSL value, such as #FF8800, rgb(255, 136, 0) or hsl(32, 100%, 50%).",
    ],
    ["#ff88 to rgb", "“#ff88” is not a HEX color: give 6 hex digits, such as #FF8800."],
    ["#ff8800zz to rgb", "“#ff8800zz” is not a HEX color: give 6 hex digits, such as #FF8800."],
    ["255 to rgb", "“255” is not a HEX color: give 6 hex digits, such as #FF8800."],
    ["rgb(300, 0, 0) to hex", "RGB values are 0-255."],
    ["rgb(-1, 0, 0) to hex", "RGB values are 0-255."],
    ["rgba(255, 136, 0, 0.5) to hex", "Give three numbers, such as rgb(255, 136, 0)."],
    ["hsl(400, 10%, 10%) to hex", "HSL hue is 0-360; saturation and lightness are 0-100."],
    ["hsl(a, b, c) to rgb", "Give three numbers, such as hsl(32, 100%, 50%)."],
  ])("answers %j in the converter's words", (question, message) => {
    expect(answerColorQuestion(question)).toEqual({ kind: "error", message });
  });

  it.each([
    "5 ft to cm",
    "2 + 2",
    "15% of 80",
    "3 pm new york in tokyo",
    "100 usd to eur",
    "255 in hex",
    "ff hex to decimal",
    "cafe to hex",
    "ff8800 to hex",
    "bmi 180 cm 75 kg",
    "age 1990-05-17",
    "orange",
    "",
  ])("leaves %j to another reading", (question) => {
    expect(answerColorQuestion(question)).toBeNull();
  });
});
