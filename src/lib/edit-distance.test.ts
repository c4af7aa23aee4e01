import { describe, expect, it } from "vitest";
import { editDistance } from "./edit-distance";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours", () => {
    expect(editDistance("fet", "feet", 3)).toBe(1);
    expect(editDistance("flour", "flower", 3)).toBe(2);
    expect(editDistance("sugra", "sugar", 3)).toBe(1);
    expect(editDistance("butter", "butter", 3)).toBe(0);
  });

  it("stops at the limit", () => {
    expect(editDistance("cinnamon", "salt", 2)).toBe(3);
  });
});
