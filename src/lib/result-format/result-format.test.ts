import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatSixSignificantDigits,
  formatShortDecimalOrSixSignificant,
  formatSixSignificantOrExponent,
  formatTwoDecimals,
  formatTwoDecimalsWithSymbol,
  formatUpToSixDecimals,
  formatUpToSixDecimalsGrouped,
  formatUpToSixDecimalsOrExponent,
  formatUpToTwoDecimals,
  keepVisible,
  withUnitSymbol,
} from ".";

/** Decimals printed after the point of a plain (non-exponential) number. */
function decimalsOf(text: string): number {
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

/** Significant digits of a plain number text ('1,073,740,000' → 6, '0.000123457' → 6). */
function significantDigitsOf(text: string): number {
  const digits = text.replace(/[-,.]/g, "").replace(/^0+/, "").replace(/0+$/, "");
  return digits.length;
}

const exponential = /^-?\d\.(\d+)e[+-]\d+$/;
/** Magnitudes a 16-character input can produce after any conversion factor. */
const realistic = fc.double({ min: -1e35, max: 1e35, noNaN: true });

describe("length, weight and volume", () => {
  it("prints up to 6 decimals with trailing zeros dropped", () => {
    expect(formatUpToSixDecimals(3.280839895013123)).toBe("3.28084");
    expect(formatUpToSixDecimals(0.621371192237334)).toBe("0.621371");
    expect(formatUpToSixDecimals(2.54)).toBe("2.54");
    expect(formatUpToSixDecimals(1000)).toBe("1000");
    expect(formatUpToSixDecimals(0.0000004)).toBe("4.0000e-7");
    expect(formatUpToSixDecimals(6.213711922373339e-7)).toBe("6.2137e-7");
    expect(formatUpToSixDecimals(0.0000123456)).toBe("0.00001235");
    expect(formatUpToSixDecimals(2.2046244201837775)).toBe("2.204624");
    expect(formatUpToSixDecimals(453.592)).toBe("453.592");
    expect(formatUpToSixDecimals(0.26417217685798894)).toBe("0.264172");
  });

  it("never prints more than 6 decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1e-4);
        expect(decimalsOf(formatUpToSixDecimals(value))).toBeLessThanOrEqual(6);
        expect(decimalsOf(formatUpToSixDecimals(value))).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("temperature", () => {
  it("prints exactly 2 decimals with the symbol", () => {
    expect(formatTwoDecimalsWithSymbol(33.8, "°F")).toBe("33.80°F");
    expect(formatTwoDecimalsWithSymbol(98.60000000000001, "°F")).toBe("98.60°F");
    expect(formatTwoDecimalsWithSymbol(274.15, "K")).toBe("274.15 K");
    expect(formatTwoDecimalsWithSymbol(-40, "°C")).toBe("-40.00°C");
    expect(formatTwoDecimalsWithSymbol(-0.001, "°C")).toBe("-0.001°C");
  });

  it("always prints 2 decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatTwoDecimalsWithSymbol(value, "°C").replace("°C", ""))).toBe(2);
      }),
    );
  });
});

describe("data storage and area", () => {
  it("prints 6 significant digits, exponential beyond 1e12 or below 1e-6, 0 as 0", () => {
    expect(formatSixSignificantDigits(0)).toBe("0");
    expect(formatSixSignificantDigits(1024)).toBe("1024");
    expect(formatSixSignificantDigits(10.763915051182416)).toBe("10.7639");
    expect(formatSixSignificantDigits(8589934592)).toBe("8,589,934,592");
    expect(formatSixSignificantDigits(2589988.110336)).toBe("2589990");
    expect(formatSixSignificantDigits(1e12)).toBe("1,000,000,000,000");
    expect(formatSixSignificantDigits(1.5e12)).toBe("1,500,000,000,000");
    expect(formatSixSignificantDigits(1.5e16)).toBe("1.5000e+16");
    expect(formatSixSignificantDigits(1.5e12 + 0.5)).toBe("1.5000e+12");
    expect(formatSixSignificantDigits(0.000001)).toBe("0.000001");
    expect(formatSixSignificantDigits(9.5367431640625e-7)).toBe("9.5367e-7");
  });

  it("never exceeds 6 significant digits or 4 exponent decimals, except exact whole numbers", () => {
    // A whole number up to 2^53 is shown with every digit (issue 22: 1 GB = 1,073,741,824 B).
    expect(formatSixSignificantDigits(-2195142454511214)).toBe("-2,195,142,454,511,214");
    fc.assert(
      fc.property(realistic, (value) => {
        const text = formatSixSignificantDigits(value);
        const match = exponential.exec(text);
        const exactWhole =
          Number.isInteger(value) && Math.abs(value) >= 1e6 && Math.abs(value) <= 2 ** 53 - 1;
        if (match) expect(match[1]).toHaveLength(4);
        else if (exactWhole) expect(Number(text.replaceAll(",", ""))).toBe(value);
        else expect(significantDigitsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("speed", () => {
  it("prints exactly 2 decimals", () => {
    expect(formatTwoDecimals(0.6213716893342879)).toBe("0.62");
    expect(formatTwoDecimals(62.13716893342879)).toBe("62.14");
    expect(formatTwoDecimals(100)).toBe("100.00");
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatTwoDecimals(value))).toBe(2);
      }),
    );
  });
});

describe("pressure and power", () => {
  it("switches to exponential above 0 and below 0.001, or above 1,000,000", () => {
    expect(formatSixSignificantOrExponent(0.06895)).toBe("0.06895");
    expect(formatSixSignificantOrExponent(1.341021858656296)).toBe("1.34102");
    expect(formatSixSignificantOrExponent(101325)).toBe("101,325");
    expect(formatSixSignificantOrExponent(1_000_000)).toBe("1,000,000");
    expect(formatSixSignificantOrExponent(1_000_001)).toBe("1.0000e+6");
    expect(formatSixSignificantOrExponent(0.001)).toBe("0.001");
    expect(formatSixSignificantOrExponent(0.000999)).toBe("9.9900e-4");
    expect(formatSixSignificantOrExponent(0)).toBe("0");
  });

  it("never exceeds 6 significant digits or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        const text = formatSixSignificantOrExponent(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(significantDigitsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("energy", () => {
  it("prints 0, the exponential form, or up to 6 decimals", () => {
    expect(formatUpToSixDecimalsOrExponent(0)).toBe("0");
    expect(formatUpToSixDecimalsOrExponent(3_600_000)).toBe("3.6000e+6");
    expect(formatUpToSixDecimalsOrExponent(1_000_000)).toBe("1000000");
    expect(formatUpToSixDecimalsOrExponent(0.0005)).toBe("5.0000e-4");
    expect(formatUpToSixDecimalsOrExponent(3_600_000 / 4184)).toBe("860.42065");
    expect(formatUpToSixDecimalsOrExponent(0.00123456789)).toBe("0.001235");
  });

  it("never exceeds 6 decimals or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        // Below 1e-4 the 1% rule may add digits (-0.0001234, not -0.000123).
        fc.pre(value === 0 || Math.abs(value) >= 1e-4);
        const text = formatUpToSixDecimalsOrExponent(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(decimalsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("angle", () => {
  it("prints exponential only for tiny non-zero values, else up to 6 decimals with grouping", () => {
    expect(formatUpToSixDecimalsGrouped(0.017453292519943295)).toBe("0.017453");
    expect(formatUpToSixDecimalsGrouped(57.29577951308232)).toBe("57.29578");
    expect(formatUpToSixDecimalsGrouped(0)).toBe("0");
    expect(formatUpToSixDecimalsGrouped(1e-7)).toBe("1.0000e-7");
    expect(formatUpToSixDecimalsGrouped(-1e-7)).toBe("-1.0000e-7");
    expect(formatUpToSixDecimalsGrouped(0.000001)).toBe("0.000001");
    expect(formatUpToSixDecimalsGrouped(-12345.5)).toBe("-12,345.5");
  });

  it("never exceeds 6 decimals or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        // Below 1e-4 the 1% rule may add digits (0.00000101, not 0.000001).
        fc.pre(value === 0 || Math.abs(value) >= 1e-4);
        const text = formatUpToSixDecimalsGrouped(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(decimalsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("fuel economy", () => {
  it("prints the result with 2 decimals trimmed and the list with 2 decimals fixed", () => {
    expect(formatUpToTwoDecimals(235.214583)).toBe("235.21");
    expect(formatUpToTwoDecimals(10)).toBe("10");
    expect(formatUpToTwoDecimals(4.7042917)).toBe("4.7");
    expect(formatTwoDecimals(10)).toBe("10.00");
    expect(formatTwoDecimals(1.2009437)).toBe("1.20");
  });

  it("never exceeds 2 decimals; the list always has 2", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatUpToTwoDecimals(value))).toBeLessThanOrEqual(2);
        expect(decimalsOf(formatTwoDecimals(value))).toBe(2);
      }),
    );
  });
});

describe("withUnitSymbol", () => {
  it("attaches degree symbols and spaces the others", () => {
    expect(withUnitSymbol("90", "°")).toBe("90°");
    expect(withUnitSymbol("33.80", "°F")).toBe("33.80°F");
    expect(withUnitSymbol("3.28084", "ft")).toBe("3.28084 ft");
  });
});

describe("every formatter", () => {
  it("never throws and never prints 'NaN' or nothing for a finite value", () => {
    const formatters = [
      formatUpToSixDecimals,
      formatUpToSixDecimals,
      (value: number) => formatTwoDecimalsWithSymbol(value, "°C"),
      formatSixSignificantDigits,
      formatTwoDecimals,
      formatSixSignificantOrExponent,
      formatUpToSixDecimalsOrExponent,
      formatUpToSixDecimalsGrouped,
      formatUpToTwoDecimals,
      formatTwoDecimals,
    ];
    fc.assert(
      fc.property(fc.double(), (value) => {
        for (const format of formatters) {
          const text = format(value);
          if (Number.isFinite(value)) {
            expect(text).not.toBe("");
            expect(text).not.toContain("NaN");
          }
        }
      }),
    );
  });
});

describe("Auto never hides a value", () => {
  const formats: [string, (value: number) => string][] = [
    ["length", formatUpToSixDecimals],
    ["weight and volume", formatUpToSixDecimals],
    ["temperature", (value) => formatTwoDecimalsWithSymbol(value, "K").replace(" K", "")],
    ["data storage and area", formatSixSignificantDigits],
    ["speed", formatTwoDecimals],
    ["pressure and power", formatSixSignificantOrExponent],
    ["energy", formatUpToSixDecimalsOrExponent],
    ["angle", formatUpToSixDecimalsGrouped],
    ["fuel economy", formatUpToTwoDecimals],
    ["fuel economy list", formatTwoDecimals],
  ];

  it.each(formats)("%s shows every non-zero value within 1%%", (_name, format) => {
    fc.assert(
      fc.property(fc.double({ min: 1e-30, max: 1e30, noNaN: true }), (value) => {
        const shown = Number(format(value).replaceAll(",", ""));
        expect(shown).not.toBe(0);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(0.01 * value);
      }),
    );
  });

  it("keeps the issue's examples", () => {
    expect(keepVisible(6.213711922373339e-7, "0.000001")).toBe("6.2137e-7");
    expect(keepVisible(3.10685596118667e-7, "0")).toBe("3.1069e-7");
    expect(keepVisible(0.0012, "0.00")).toBe("0.0012");
    expect(keepVisible(3.280839895013123, "3.28084")).toBe("3.28084");
    expect(keepVisible(0, "0")).toBe("0");
  });
});

describe("formatShortDecimalOrSixSignificant", () => {
  it("shows a decimal that ends within 10 significant digits in full", () => {
    expect(formatShortDecimalOrSixSignificant(365.2425)).toBe("365.2425");
    expect(formatShortDecimalOrSixSignificant(30.436875)).toBe("30.436875");
    expect(formatShortDecimalOrSixSignificant(365.2425 * 24)).toBe("8765.82");
    expect(formatShortDecimalOrSixSignificant(0.000001234)).toBe("0.000001234");
    expect(formatShortDecimalOrSixSignificant(0.001)).toBe("0.001");
    // Binary noise of a computed value is not a digit of its own.
    expect(formatShortDecimalOrSixSignificant(0.1 + 0.2)).toBe("0.3");
  });

  it("gives any other value six significant digits, whole numbers all theirs", () => {
    expect(formatShortDecimalOrSixSignificant(1 / 365.2425)).toBe("0.00273791");
    expect(formatShortDecimalOrSixSignificant(1 / 3)).toBe("0.333333");
    expect(formatShortDecimalOrSixSignificant(31556952)).toBe("31,556,952");
    expect(formatShortDecimalOrSixSignificant(60)).toBe("60");
    expect(formatShortDecimalOrSixSignificant(0)).toBe("0");
    expect(formatShortDecimalOrSixSignificant(3.1556952e18)).toBe("3.1557e+18");
    expect(formatShortDecimalOrSixSignificant(1e-9)).toBe("1.0000e-9");
  });
});
