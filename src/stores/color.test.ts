import { beforeEach, describe, expect, it } from "vitest";
import {
  $color,
  applyHex,
  editHexField,
  editHslField,
  editRgbField,
  generateRandomColor,
  initialColorState,
} from "./color";

beforeEach(() => $color.set(initialColorState()));

describe("colour store", () => {
  it("starts at #3B82F6 with every field filled in", () => {
    expect($color.get().fields).toEqual({
      hex: "#3B82F6",
      r: "59",
      g: "130",
      b: "246",
      h: "217",
      s: "91",
      l: "60",
    });
  });

  it("applies a complete hex and keeps the field as typed", () => {
    editHexField("ff0000");
    expect($color.get().color.hex).toBe("#FF0000");
    expect($color.get().fields).toMatchObject({
      hex: "ff0000",
      r: "255",
      g: "0",
      b: "0",
      h: "0",
      s: "100",
      l: "50",
    });
  });

  it("keeps an incomplete hex as text without changing the colour", () => {
    editHexField("#12");
    expect($color.get().fields.hex).toBe("#12");
    expect($color.get().color.hex).toBe("#3B82F6");
  });

  it("updates HEX and HSL from an RGB field, clamping and counting blanks as 0", () => {
    editRgbField("r", "300");
    expect($color.get().fields.r).toBe("255");
    expect($color.get().color.hex).toBe("#FF82F6");
    editRgbField("g", "");
    expect($color.get().fields.g).toBe("");
    expect($color.get().color.rgb.g).toBe(0);
    expect($color.get().fields.hex).toBe("#FF00F6");
  });

  it("updates HEX and RGB from an HSL field and keeps the HSL typed", () => {
    editHslField("h", "0");
    editHslField("s", "100");
    editHslField("l", "50");
    expect($color.get().color).toEqual({
      hex: "#FF0000",
      rgb: { r: 255, g: 0, b: 0 },
      hsl: { h: 0, s: 100, l: 50 },
    });
    editHslField("h", "400");
    expect($color.get().fields.h).toBe("360");
  });

  it("applies the picker's and the random generator's colours everywhere", () => {
    applyHex("#00ff00");
    expect($color.get().fields.hex).toBe("#00FF00");
    generateRandomColor(() => 0);
    expect($color.get().fields).toMatchObject({ hex: "#000000", r: "0", h: "0", l: "0" });
    applyHex("nonsense");
    expect($color.get().fields.hex).toBe("#000000");
  });
});
