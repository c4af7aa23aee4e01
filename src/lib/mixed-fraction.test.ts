import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatMixedFraction, nearestFraction } from "./mixed-fraction";
import { inchFractionSteps } from "./converter/preferences";

describe("nearestFraction", () => {
  it("rounds 0.999 up to 1, never to 16/16", () => {
    expect(nearestFraction(0.999, 16)).toEqual({ whole: 1, numerator: 0, denominator: 1 });
    expect(formatMixedFraction(nearestFraction(0.999, 16))).toBe("1");
  });

  it("rounds 15.97/16 to 16/16, which is 1", () => {
    expect(nearestFraction(15.97 / 16, 16)).toEqual({ whole: 1, numerator: 0, denominator: 1 });
  });

  it("rounds a remainder under half a step down to the whole number, never to 0/16", () => {
    expect(nearestFraction(5.03, 16)).toEqual({ whole: 5, numerator: 0, denominator: 1 });
    expect(formatMixedFraction(nearestFraction(5.03, 16))).toBe("5");
  });

  it("reduces to lowest terms", () => {
    expect(nearestFraction(8.8976, 16)).toEqual({ whole: 8, numerator: 7, denominator: 8 });
    expect(nearestFraction(0.5, 64)).toEqual({ whole: 0, numerator: 1, denominator: 2 });
    expect(nearestFraction(3.937, 16)).toEqual({ whole: 3, numerator: 15, denominator: 16 });
  });

  it("is never more than half a step away, for every step", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom(...inchFractionSteps),
        (value, step) => {
          const fraction = nearestFraction(value, step);
          expect(fraction.numerator).toBeLessThan(fraction.denominator);
          expect(step % fraction.denominator).toBe(0);
          const shown = fraction.whole + fraction.numerator / fraction.denominator;
          expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.5 / step + 1e-9);
        },
      ),
    );
  });
});
