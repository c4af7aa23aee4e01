import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { exact, one, power, product, quotient, sum, toNumber } from "./exact";
import { terminatingDecimal } from "./exact-decimal";

describe("exact numbers", () => {
  it("read decimals, exponents and fractions in lowest terms", () => {
    expect(exact("0.0254")).toEqual({ numerator: 127n, denominator: 5000n });
    expect(exact("1e-7")).toEqual({ numerator: 1n, denominator: 10000000n });
    expect(exact("-2.5")).toEqual({ numerator: -5n, denominator: 2n });
    expect(exact("1/3")).toEqual({ numerator: 1n, denominator: 3n });
    expect(exact("101325/760")).toEqual({ numerator: 20265n, denominator: 152n });
    expect(exact(0.1)).toEqual({ numerator: 1n, denominator: 10n });
    expect(exact(1e21)).toEqual({ numerator: 10n ** 21n, denominator: 1n });
    expect(() => exact("twelve")).toThrow();
  });

  it("multiply, divide, add and raise exactly", () => {
    expect(product(exact(12), exact("0.0254"))).toEqual(exact("0.3048"));
    expect(quotient(exact("0.2365882365"), exact("0.01478676478125"))).toEqual(exact(16));
    expect(sum(exact("0.1"), exact("0.2"))).toEqual(exact("0.3"));
    expect(power(exact("0.3048"), 2)).toEqual(exact("0.09290304"));
    expect(product()).toEqual(one);
  });

  it("round once to the nearest number", () => {
    expect(toNumber(exact("1/3"))).toBe(1 / 3);
    expect(toNumber(exact("-2/3"))).toBe(-2 / 3);
    expect(toNumber(exact(0))).toBe(0);
    expect(toNumber(exact("6894.757293168361336722683"))).toBe(
      Number("6894.757293168361336722683"),
    );
  });

  it("give back any number they read", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(toNumber(exact(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it("print finite decimals in full, and nothing for repeating ones", () => {
    expect(terminatingDecimal(exact("0.3048"))).toBe("0.3048");
    expect(terminatingDecimal(exact("1/40"))).toBe("0.025");
    expect(terminatingDecimal(exact("1609344/1000"))).toBe("1609.344");
    expect(terminatingDecimal(exact(43560), true)).toBe("43,560");
    expect(terminatingDecimal(exact("-0.5"))).toBe("-0.5");
    expect(terminatingDecimal(exact("1/3"))).toBeNull();
    expect(terminatingDecimal(exact("101325/760"))).toBeNull();
  });
});
