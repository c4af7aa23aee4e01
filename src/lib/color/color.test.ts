import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  colorFromHex,
  colorFromHsl,
  colorFromRgb,
  contrastRatio,
  contrastReport,
  defaultColor,
  formatContrastRatio,
  formatHsl,
  formatRgb,
  hexToRgb,
  hslToRgb,
  parseColorChannel,
  parseHex,
  randomHex,
  rgbToHex,
  rgbToHsl,
} from "./color";

const byte = fc.integer({ min: 0, max: 255 });
const rgbArbitrary = fc.record({ r: byte, g: byte, b: byte });
const hslArbitrary = fc.record({
  h: fc.integer({ min: 0, max: 360 }),
  s: fc.integer({ min: 0, max: 100 }),
  l: fc.integer({ min: 0, max: 100 }),
});

describe("default colour", () => {
  it("is #3B82F6 = rgb(59, 130, 246) = hsl(217, 91, 60)", () => {
    expect(defaultColor).toEqual({
      hex: "#3B82F6",
      rgb: { r: 59, g: 130, b: 246 },
      hsl: { h: 217, s: 91, l: 60 },
    });
    expect(formatRgb(defaultColor.rgb)).toBe("rgb(59, 130, 246)");
    expect(formatHsl(defaultColor.hsl)).toBe("hsl(217, 91%, 60%)");
  });
});

describe("parseHex", () => {
  it("accepts 6 hex digits with an optional leading #, in any case", () => {
    expect(parseHex("#3B82F6")).toBe("#3B82F6");
    expect(parseHex("3b82f6")).toBe("#3B82F6");
    expect(parseHex("  #ff0000 ")).toBe("#FF0000");
  });

  it("rejects anything else", () => {
    for (const text of [
      "",
      "#",
      "#3B8",
      "3B82F",
      "#3B82F67",
      "##3B82F6",
      "#GGGGGG",
      "rgb(1,2,3)",
    ]) {
      expect(parseHex(text)).toBeNull();
    }
  });

  it("never throws and only accepts what it can normalise", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hex = parseHex(text);
        if (hex !== null) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });
});

describe("parseColorChannel", () => {
  it("clamps, rounds and counts non-numeric entries as 0", () => {
    expect(parseColorChannel("130", 255)).toBe(130);
    expect(parseColorChannel("300", 255)).toBe(255);
    expect(parseColorChannel("-5", 255)).toBe(0);
    expect(parseColorChannel("12.6", 100)).toBe(13);
    expect(parseColorChannel("abc", 360)).toBe(0);
    expect(parseColorChannel("", 360)).toBe(0);
    expect(parseColorChannel("400", 360)).toBe(360);
  });

  it("always returns an integer within range for any text", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(100, 255, 360), (text, max) => {
        const value = parseColorChannel(text, max);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe("conversions", () => {
  it("knows reference colours", () => {
    expect(rgbToHsl({ r: 255, g: 0, b: 0 })).toEqual({ h: 0, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 255, b: 0 })).toEqual({ h: 120, s: 100, l: 50 });
    expect(rgbToHsl({ r: 0, g: 0, b: 255 })).toEqual({ h: 240, s: 100, l: 50 });
    expect(rgbToHsl({ r: 128, g: 128, b: 128 })).toEqual({ h: 0, s: 0, l: 50 });
    expect(hslToRgb({ h: 120, s: 100, l: 25 })).toEqual({ r: 0, g: 128, b: 0 });
    expect(hslToRgb({ h: 360, s: 100, l: 50 })).toEqual({ r: 255, g: 0, b: 0 });
    expect(hslToRgb({ h: 0, s: 0, l: 100 })).toEqual({ r: 255, g: 255, b: 255 });
    expect(colorFromHsl({ h: 217, s: 91, l: 60 })).toEqual({
      hex: "#3C83F6",
      rgb: { r: 60, g: 131, b: 246 },
      hsl: { h: 217, s: 91, l: 60 },
    });
    expect(colorFromRgb({ r: 300, g: -1, b: 12.4 })).toEqual({
      hex: "#FF000C",
      rgb: { r: 255, g: 0, b: 12 },
      hsl: { h: 357, s: 100, l: 50 },
    });
  });

  it("round-trips RGB through HEX exactly", () => {
    fc.assert(
      fc.property(rgbArbitrary, (rgb) => {
        expect(hexToRgb(rgbToHex(rgb))).toEqual(rgb);
      }),
    );
  });

  it("round-trips HEX through RGB exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const hex = `#${value.toString(16).padStart(6, "0").toUpperCase()}`;
        expect(colorFromHex(hex.toLowerCase())?.hex).toBe(hex);
      }),
    );
  });

  // Whole-number HSL cannot hold every RGB colour; an exhaustive check of all 16,777,216
  // colours found at most 5 units of drift per channel.
  it("round-trips RGB through whole-number HSL to within 5 per channel", () => {
    fc.assert(
      fc.property(rgbArbitrary, (rgb) => {
        const back = hslToRgb(rgbToHsl(rgb));
        expect(Math.abs(back.r - rgb.r)).toBeLessThanOrEqual(5);
        expect(Math.abs(back.g - rgb.g)).toBeLessThanOrEqual(5);
        expect(Math.abs(back.b - rgb.b)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it("keeps HSL within range and HSL → RGB → HSL stable for grays", () => {
    fc.assert(
      fc.property(rgbArbitrary, (rgb) => {
        const hsl = rgbToHsl(rgb);
        expect(hsl.h).toBeGreaterThanOrEqual(0);
        expect(hsl.h).toBeLessThan(360);
        expect(hsl.s).toBeLessThanOrEqual(100);
        expect(hsl.l).toBeLessThanOrEqual(100);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 360 }), (l, h) => {
        expect(rgbToHsl(hslToRgb({ h, s: 0, l })).l).toBe(l);
      }),
    );
  });

  it("never throws on any numbers, NaN and infinities included", () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.integer());
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (a, b, c) => {
        expect(colorFromRgb({ r: a, g: b, b: c }).hex).toMatch(/^#[0-9A-F]{6}$/);
        expect(colorFromHsl({ h: a, s: b, l: c }).hex).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
    fc.assert(
      fc.property(hslArbitrary, (hsl) => {
        expect(colorFromHsl(hsl).hsl).toEqual(hsl);
      }),
    );
  });
});

describe("randomHex", () => {
  it("maps the random source onto 0..16777215", () => {
    expect(randomHex(() => 0)).toBe("#000000");
    expect(randomHex(() => 0.5)).toBe("#800000");
    expect(randomHex(() => 0.9999999999)).toBe("#FFFFFF");
    expect(randomHex(() => Number.NaN)).toBe("#000000");
    expect(randomHex(() => 1)).toBe("#FFFFFF");
  });

  it("always gives a valid 6-digit colour", () => {
    fc.assert(
      fc.property(fc.double(), (draw) => {
        expect(parseHex(randomHex(() => draw))).not.toBeNull();
      }),
    );
    expect(randomHex()).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe("contrast", () => {
  it("gives the WCAG extremes", () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 10);
    expect(contrastRatio({ r: 9, g: 9, b: 9 }, { r: 9, g: 9, b: 9 })).toBe(1);
  });

  it("rates the default blue: white text only for large text, black text AA", () => {
    const report = contrastReport(defaultColor.rgb);
    expect(report.white.ratioText).toBe("3.67:1");
    expect(report.white.passes).toEqual({
      aaNormal: false,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: false,
    });
    expect(report.black.ratioText).toBe("5.70:1");
    expect(report.black.passes).toEqual({
      aaNormal: true,
      aaLarge: true,
      aaaNormal: false,
      aaaLarge: true,
    });
  });

  it("rounds the ratio down so a shown 4.50:1 always passes", () => {
    expect(formatContrastRatio(4.4999)).toBe("4.49:1");
    expect(formatContrastRatio(21)).toBe("21.00:1");
  });

  it("keeps ratios between 1 and 21 and one of white or black always passes AA large", () => {
    fc.assert(
      fc.property(rgbArbitrary, (rgb) => {
        const { white, black } = contrastReport(rgb);
        for (const side of [white, black]) {
          expect(side.ratio).toBeGreaterThanOrEqual(1);
          expect(side.ratio).toBeLessThanOrEqual(21.0000001);
        }
        expect(white.passes.aaLarge || black.passes.aaLarge).toBe(true);
      }),
    );
  });
});
