import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatAngleResult,
  formatDataOrAreaResult,
  formatEnergyResult,
  formatFuelEconomyListValue,
  formatFuelEconomyResult,
  formatLengthResult,
  formatPressureOrPowerResult,
  formatSpeedResult,
  formatTemperatureResult,
  formatWeightOrVolumeResult,
  keepVisible,
  withUnitSymbol,
} from "./result-format";

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
    expect(formatLengthResult(3.280839895013123)).toBe("3.28084");
    expect(formatLengthResult(0.621371192237334)).toBe("0.621371");
    expect(formatLengthResult(2.54)).toBe("2.54");
    expect(formatLengthResult(1000)).toBe("1000");
    expect(formatLengthResult(0.0000004)).toBe("4.0000e-7");
    expect(formatLengthResult(6.213711922373339e-7)).toBe("6.2137e-7");
    expect(formatLengthResult(0.0000123456)).toBe("0.00001235");
    expect(formatWeightOrVolumeResult(2.2046244201837775)).toBe("2.204624");
    expect(formatWeightOrVolumeResult(453.592)).toBe("453.592");
    expect(formatWeightOrVolumeResult(0.26417217685798894)).toBe("0.264172");
  });

  it("never prints more than 6 decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1e-4);
        expect(decimalsOf(formatLengthResult(value))).toBeLessThanOrEqual(6);
        expect(decimalsOf(formatWeightOrVolumeResult(value))).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("temperature", () => {
  it("prints exactly 2 decimals with the symbol", () => {
    expect(formatTemperatureResult(33.8, "°F")).toBe("33.80°F");
    expect(formatTemperatureResult(98.60000000000001, "°F")).toBe("98.60°F");
    expect(formatTemperatureResult(274.15, "K")).toBe("274.15 K");
    expect(formatTemperatureResult(-40, "°C")).toBe("-40.00°C");
    expect(formatTemperatureResult(-0.001, "°C")).toBe("-0.001°C");
  });

  it("always prints 2 decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatTemperatureResult(value, "°C").replace("°C", ""))).toBe(2);
      }),
    );
  });
});

describe("data storage and area", () => {
  it("prints 6 significant digits, exponential beyond 1e12 or below 1e-6, 0 as 0", () => {
    expect(formatDataOrAreaResult(0)).toBe("0");
    expect(formatDataOrAreaResult(1024)).toBe("1024");
    expect(formatDataOrAreaResult(10.763915051182416)).toBe("10.7639");
    expect(formatDataOrAreaResult(8589934592)).toBe("8,589,934,592");
    expect(formatDataOrAreaResult(2589988.110336)).toBe("2589990");
    expect(formatDataOrAreaResult(1e12)).toBe("1,000,000,000,000");
    expect(formatDataOrAreaResult(1.5e12)).toBe("1,500,000,000,000");
    expect(formatDataOrAreaResult(1.5e16)).toBe("1.5000e+16");
    expect(formatDataOrAreaResult(1.5e12 + 0.5)).toBe("1.5000e+12");
    expect(formatDataOrAreaResult(0.000001)).toBe("0.000001");
    expect(formatDataOrAreaResult(9.5367431640625e-7)).toBe("9.5367e-7");
  });

  it("never exceeds 6 significant digits or 4 exponent decimals, except exact whole numbers", () => {
    // A whole number up to 2^53 is shown with every digit (issue 22: 1 GB = 1,073,741,824 B).
    expect(formatDataOrAreaResult(-2195142454511214)).toBe("-2,195,142,454,511,214");
    fc.assert(
      fc.property(realistic, (value) => {
        const text = formatDataOrAreaResult(value);
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
    expect(formatSpeedResult(0.6213716893342879)).toBe("0.62");
    expect(formatSpeedResult(62.13716893342879)).toBe("62.14");
    expect(formatSpeedResult(100)).toBe("100.00");
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatSpeedResult(value))).toBe(2);
      }),
    );
  });
});

describe("pressure and power", () => {
  it("switches to exponential above 0 and below 0.001, or above 1,000,000", () => {
    expect(formatPressureOrPowerResult(0.06895)).toBe("0.06895");
    expect(formatPressureOrPowerResult(1.341021858656296)).toBe("1.34102");
    expect(formatPressureOrPowerResult(101325)).toBe("101,325");
    expect(formatPressureOrPowerResult(1_000_000)).toBe("1,000,000");
    expect(formatPressureOrPowerResult(1_000_001)).toBe("1.0000e+6");
    expect(formatPressureOrPowerResult(0.001)).toBe("0.001");
    expect(formatPressureOrPowerResult(0.000999)).toBe("9.9900e-4");
    expect(formatPressureOrPowerResult(0)).toBe("0");
  });

  it("never exceeds 6 significant digits or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        const text = formatPressureOrPowerResult(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(significantDigitsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("energy", () => {
  it("prints 0, the exponential form, or up to 6 decimals", () => {
    expect(formatEnergyResult(0)).toBe("0");
    expect(formatEnergyResult(3_600_000)).toBe("3.6000e+6");
    expect(formatEnergyResult(1_000_000)).toBe("1000000");
    expect(formatEnergyResult(0.0005)).toBe("5.0000e-4");
    expect(formatEnergyResult(3_600_000 / 4184)).toBe("860.42065");
    expect(formatEnergyResult(0.00123456789)).toBe("0.001235");
  });

  it("never exceeds 6 decimals or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        // Below 1e-4 the 1% rule may add digits (-0.0001234, not -0.000123).
        fc.pre(value === 0 || Math.abs(value) >= 1e-4);
        const text = formatEnergyResult(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(decimalsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("angle", () => {
  it("prints exponential only for tiny non-zero values, else up to 6 decimals with grouping", () => {
    expect(formatAngleResult(0.017453292519943295)).toBe("0.017453");
    expect(formatAngleResult(57.29577951308232)).toBe("57.29578");
    expect(formatAngleResult(0)).toBe("0");
    expect(formatAngleResult(1e-7)).toBe("1.0000e-7");
    expect(formatAngleResult(-1e-7)).toBe("-1.0000e-7");
    expect(formatAngleResult(0.000001)).toBe("0.000001");
    expect(formatAngleResult(-12345.5)).toBe("-12,345.5");
  });

  it("never exceeds 6 decimals or 4 exponent decimals", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        // Below 1e-4 the 1% rule may add digits (0.00000101, not 0.000001).
        fc.pre(value === 0 || Math.abs(value) >= 1e-4);
        const text = formatAngleResult(value);
        const match = exponential.exec(text);
        if (match) expect(match[1]).toHaveLength(4);
        else expect(decimalsOf(text)).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("fuel economy", () => {
  it("prints the result with 2 decimals trimmed and the list with 2 decimals fixed", () => {
    expect(formatFuelEconomyResult(235.214583)).toBe("235.21");
    expect(formatFuelEconomyResult(10)).toBe("10");
    expect(formatFuelEconomyResult(4.7042917)).toBe("4.7");
    expect(formatFuelEconomyListValue(10)).toBe("10.00");
    expect(formatFuelEconomyListValue(1.2009437)).toBe("1.20");
  });

  it("never exceeds 2 decimals; the list always has 2", () => {
    fc.assert(
      fc.property(realistic, (value) => {
        fc.pre(Math.abs(value) >= 1);
        expect(decimalsOf(formatFuelEconomyResult(value))).toBeLessThanOrEqual(2);
        expect(decimalsOf(formatFuelEconomyListValue(value))).toBe(2);
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
      formatLengthResult,
      formatWeightOrVolumeResult,
      (value: number) => formatTemperatureResult(value, "°C"),
      formatDataOrAreaResult,
      formatSpeedResult,
      formatPressureOrPowerResult,
      formatEnergyResult,
      formatAngleResult,
      formatFuelEconomyResult,
      formatFuelEconomyListValue,
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
    ["length", formatLengthResult],
    ["weight and volume", formatWeightOrVolumeResult],
    ["temperature", (value) => formatTemperatureResult(value, "K").replace(" K", "")],
    ["data storage and area", formatDataOrAreaResult],
    ["speed", formatSpeedResult],
    ["pressure and power", formatPressureOrPowerResult],
    ["energy", formatEnergyResult],
    ["angle", formatAngleResult],
    ["fuel economy", formatFuelEconomyResult],
    ["fuel economy list", formatFuelEconomyListValue],
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
