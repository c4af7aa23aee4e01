import { describe, expect, it } from "vitest";
import { colorFromHex, colorFromHsl, defaultColor, type ColorValue } from "./color";
import { colorTextNames, colorTexts } from "./fields";

function hexColor(hex: string): ColorValue {
  const color = colorFromHex(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return color;
}

describe("colorTexts", () => {
  it("gives the default colour's preview code and CSS texts", () => {
    expect(colorTexts(defaultColor)).toEqual({
      "preview-hex": "#3B82F6",
      "hex-text": "#3B82F6",
      "rgb-text": "rgb(59, 130, 246)",
      "hsl-text": "hsl(217, 91%, 60%)",
    });
  });

  it("prints the extremes and a colour from HSL", () => {
    expect(colorTexts(hexColor("000000"))).toEqual({
      "preview-hex": "#000000",
      "hex-text": "#000000",
      "rgb-text": "rgb(0, 0, 0)",
      "hsl-text": "hsl(0, 0%, 0%)",
    });
    expect(colorTexts(hexColor("#ffffff"))["hsl-text"]).toBe("hsl(0, 0%, 100%)");
    const red = colorTexts(colorFromHsl({ h: 360, s: 100, l: 50 }));
    expect(red["hex-text"]).toBe("#FF0000");
    expect(red["rgb-text"]).toBe("rgb(255, 0, 0)");
  });

  it("names exactly the listed slots", () => {
    expect(Object.keys(colorTexts(defaultColor)).sort()).toEqual([...colorTextNames].sort());
  });
});
