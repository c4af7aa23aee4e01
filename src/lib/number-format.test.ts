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

/** What Intl.NumberFormat prints, which the primitives must match character for character. */
const intlFormatters = new Map<string, Intl.NumberFormat>();
function intl(value: number, options: Intl.NumberFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", options);
    intlFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A deterministic spread of doubles: ties, long fractions, huge and tiny magnitudes, negatives. */
function sampleValues(): number[] {
  const values = [
    0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    1.015,
    1.0049999999999999,
    0.045,
    9.995,
    99.5,
    999.5,
    0.0005,
    0.00049999,
    123456789.98765433,
    1e21,
    1.5e21,
    1e-7,
    1.23e-7,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    0.1 + 0.2,
    3.280839895013123,
    33.8,
    98.60000000000001,
  ];
  let seed = 20261123;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let index = 0; index < 1500; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 30 - 12);
    const value = (random() - 0.3) * magnitude;
    values.push(value, Number(value.toFixed(Math.floor(random() * 8))) + 5 * 10 ** -8);
    values.push(Math.round(random() * 1e6) / 1e3 + 0.0005);
  }
  return values;
}

describe("the primitives print what Intl.NumberFormat('en-US') prints", () => {
  const values = sampleValues();

  it("with up to n decimals", () => {
    for (const value of values) {
      for (const decimals of [0, 1, 2, 3, 6, 10, 15]) {
        for (const grouping of [false, true]) {
          const expected = intl(value, { maximumFractionDigits: decimals, useGrouping: grouping });
          const normalised = /^-0$/.test(expected) ? "0" : expected;
          expect(formatTrimmed(value, decimals, grouping), `${value} ${decimals}`).toBe(normalised);
        }
      }
    }
  });

  it("with exactly n decimals", () => {
    for (const value of values) {
      for (const decimals of [0, 2, 4, 8]) {
        const expected = intl(value, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
          useGrouping: true,
        });
        const normalised = /^-0(\.0+)?$/.test(expected) ? expected.slice(1) : expected;
        expect(formatFixed(value, decimals, true), `${value} ${decimals}`).toBe(normalised);
      }
    }
  });

  it("with n significant digits", () => {
    for (const value of values) {
      for (const digits of [1, 3, 6, 10, 15]) {
        for (const grouping of [false, true]) {
          const expected = intl(Object.is(value, -0) ? 0 : value, {
            maximumSignificantDigits: digits,
            useGrouping: grouping,
          });
          expect(formatSignificant(value, digits, grouping), `${value} ${digits}`).toBe(expected);
        }
      }
    }
  });

  it("for NaN and the infinities", () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(formatTrimmed(value, 2)).toBe(intl(value, { maximumFractionDigits: 2 }));
      expect(formatFixed(value, 2)).toBe(intl(value, { minimumFractionDigits: 2 }));
      expect(formatSignificant(value, 6)).toBe(intl(value, { maximumSignificantDigits: 6 }));
    }
  });
});
