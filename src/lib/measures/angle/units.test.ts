import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { angleUnits } from "./units";
import { convertAngle, isAngleUnit } from "./convert";

describe("convertAngle", () => {
  it.each([
    // Spec §2: the common angles card (90°, 180°, 360° with radian forms).
    [90, "degree", "radian", Math.PI / 2],
    [180, "degree", "radian", Math.PI],
    [360, "degree", "radian", 2 * Math.PI],
    [90, "degree", "gradian", 100],
    [400, "gradian", "degree", 360],
    [Math.PI, "radian", "gradian", 200],
    [-45, "degree", "radian", -Math.PI / 4],
  ] as const)("%s %s = %s %s", (value, from, to, expected) => {
    expect(convertAngle(value, from, to)).toBeCloseTo(expected, 12);
  });

  it("has degree (°), radian (rad) and gradian (gon)", () => {
    expect(angleUnits.map((unit) => [unit.key, unit.symbol])).toEqual([
      ["degree", "°"],
      ["radian", "rad"],
      ["gradian", "gon"],
    ]);
    expect(isAngleUnit("radian")).toBe(true);
    expect(isAngleUnit("turn")).toBe(false);
  });

  it("round-trips a → b → a within 1e-9 relative, negatives included", () => {
    const keys = angleUnits.map((unit) => unit.key);
    fc.assert(
      fc.property(
        // Typed values have at most 16 characters, so magnitudes lie between 1e-15 and 1e16.
        fc
          .double({ min: -1e16, max: 1e16, noNaN: true })
          .filter((value) => value === 0 || Math.abs(value) >= 1e-15),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          const back = convertAngle(convertAngle(value, from, to), to, from);
          expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * Math.abs(value));
        },
      ),
    );
  });
});
