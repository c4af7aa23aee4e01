import { describe, expect, it } from "vitest";
import { formatExponential, formatFixed, formatSignificant, formatTrimmed } from "./number-format";

describe("number formatting primitives", () => {
  it("trims trailing zeros up to the decimal limit", () => {
    expect(formatTrimmed(3.280839895, 6)).toBe("3.28084");
    expect(formatTrimmed(2.5, 6)).toBe("2.5");
    expect(formatTrimmed(1000000, 6)).toBe("1000000");
    expect(formatTrimmed(1000000, 6, true)).toBe("1,000,000");
    expect(formatTrimmed(-0, 6)).toBe("0");
    expect(formatTrimmed(-0.0000001, 6)).toBe("0");
  });

  it("prints a fixed number of decimals", () => {
    expect(formatFixed(0.621371, 2)).toBe("0.62");
    expect(formatFixed(33.8, 2)).toBe("33.80");
    expect(formatFixed(-0.001, 2)).toBe("0.00");
    expect(formatFixed(1234.5, 2, true)).toBe("1,234.50");
  });

  it("keeps significant digits", () => {
    expect(formatSignificant(1073741824, 6)).toBe("1073740000");
    expect(formatSignificant(0.000123456789, 6)).toBe("0.000123457");
    expect(formatSignificant(10.7639, 6)).toBe("10.7639");
  });

  it("prints exponentials as JavaScript does", () => {
    expect(formatExponential(12345678901234, 4)).toBe("1.2346e+13");
    expect(formatExponential(0.00000012345, 4)).toBe("1.2345e-7");
  });
});
