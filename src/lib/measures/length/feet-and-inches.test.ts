import { describe, expect, it } from "vitest";
import { feetAndInchesText } from "./feet-and-inches";

describe("feet and inches", () => {
  it("splits feet from inches after rounding the total", () => {
    expect(feetAndInchesText(68.8976, 16, 12, "ft", "in")).toBe("≈ 5 ft 8 7/8 in");
    expect(feetAndInchesText(11.99, 16, 12, "ft", "in")).toBe("≈ 1 ft");
    expect(feetAndInchesText(18, 16, 12, "ft", "in")).toBe("1 ft 6 in");
    expect(feetAndInchesText(8.5, 16, 12, "ft", "in")).toBe("8 1/2 in");
    expect(feetAndInchesText(36, 16, 12, "ft", "in")).toBeNull();
  });

  it("follows the chosen step", () => {
    expect(feetAndInchesText(3.937, 2, null, "ft", "in")).toBe("≈ 4 in");
    expect(feetAndInchesText(3.937, 4, null, "ft", "in")).toBe("≈ 4 in");
    expect(feetAndInchesText(3.937, 8, null, "ft", "in")).toBe("≈ 3 7/8 in");
    expect(feetAndInchesText(3.937, 64, null, "ft", "in")).toBe("≈ 3 15/16 in");
  });

  it("has no line for a length that rounds to nothing or is a whole number of inches", () => {
    expect(feetAndInchesText(0.02, 16, null, "ft", "in")).toBeNull();
    expect(feetAndInchesText(12, 16, null, "ft", "in")).toBeNull();
    expect(feetAndInchesText(0.5, 16, null, "ft", "in")).toBe("1/2 in");
  });
});
