import { describe, expect, it } from "vitest";
import { withFractionGlyphs } from "./fraction-glyphs";

describe("withFractionGlyphs", () => {
  it("writes fractions that have a character as that character", () => {
    expect(withFractionGlyphs("1/4 cup + 2 tbsp")).toBe("¼ cup + 2 tbsp");
    expect(withFractionGlyphs("≈ 2 1/2 cups")).toBe("≈ 2½ cups");
    expect(withFractionGlyphs("1/3 cup + 1 tsp")).toBe("⅓ cup + 1 tsp");
  });

  it("leaves other fractions and whole numbers alone", () => {
    expect(withFractionGlyphs("5/16 tsp")).toBe("5/16 tsp");
    expect(withFractionGlyphs("3 tbsp")).toBe("3 tbsp");
  });
});
