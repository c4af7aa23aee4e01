import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { converterIds, findUnit } from "./measures";
import { converters } from "./measures/all";
import {
  formatAtPrecision,
  numberPart,
  parsePrecision,
  precisionLabel,
  resultAtPrecision,
  type Precision,
} from "./precision";
import { precisionOptions } from "./precision-options";

/** Reads a shown number back: en-US grouping commas dropped, exponential form allowed. */
function parseShown(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** Half a unit in the last place the text shows (the most a correctly rounded text can be off). */
function halfLastPlace(text: string): number {
  const [mantissa = "", exponent = "0"] = text.replace(/,/g, "").split("e");
  const decimals = mantissa.split(".")[1]?.length ?? 0;
  return 0.5 * 10 ** (Number(exponent) - decimals);
}

const explicitPrecisions = precisionOptions
  .map((option) => option.key)
  .filter((value): value is Exclude<Precision, "auto"> => value !== "auto");

describe("the Precision options", () => {
  it("offer Auto, 0 to 10 decimal places and 3 to 15 significant digits, Auto first", () => {
    expect(precisionOptions[0]).toEqual({ key: "auto", label: "Auto" });
    const labels = precisionOptions.map((option) => option.label);
    expect(labels).toContain("0 decimal places");
    expect(labels).toContain("1 decimal place");
    expect(labels).toContain("10 decimal places");
    expect(labels).toContain("3 significant digits");
    expect(labels).toContain("6 significant digits");
    expect(labels).toContain("15 significant digits");
    expect(labels).not.toContain("11 decimal places");
    expect(labels).not.toContain("2 significant digits");
    expect(precisionOptions).toHaveLength(1 + 11 + 13);
  });

  it("reads stored choices and falls back to Auto for anything else", () => {
    expect(parsePrecision("d2")).toBe("d2");
    expect(parsePrecision("s15")).toBe("s15");
    expect(parsePrecision("d11")).toBe("auto");
    expect(parsePrecision("s2")).toBe("auto");
    expect(parsePrecision("2")).toBe("auto");
    expect(parsePrecision(null)).toBe("auto");
    expect(parsePrecision("auto")).toBe("auto");
    expect(parsePrecision("d02")).toBe("auto");
    for (const option of precisionOptions) expect(parsePrecision(option.key)).toBe(option.key);
  });

  it("names each choice as the result's note says it", () => {
    expect(precisionLabel("d0")).toBe("0 decimal places");
    expect(precisionLabel("d1")).toBe("1 decimal place");
    expect(precisionLabel("s6")).toBe("6 significant digits");
  });
});

describe("formatAtPrecision", () => {
  it("prints exactly N decimal places", () => {
    expect(formatAtPrecision(32.808398950131235, "d2")).toBe("32.81");
    expect(formatAtPrecision(32.808398950131235, "d0")).toBe("33");
    expect(formatAtPrecision(3.5, "d4")).toBe("3.5000");
    expect(formatAtPrecision(0, "d3")).toBe("0.000");
    expect(formatAtPrecision(-0, "d1")).toBe("0.0");
    expect(formatAtPrecision(-40, "d2")).toBe("-40.00");
  });

  it("prints N significant digits", () => {
    expect(formatAtPrecision(3.280839895013123, "s6")).toBe("3.28084");
    expect(formatAtPrecision(3.280839895013123, "s10")).toBe("3.280839895");
    expect(formatAtPrecision(2.5, "s3")).toBe("2.50");
    expect(formatAtPrecision(0.000123456, "s3")).toBe("0.000123");
  });

  it("switches to exponential form instead of a row of zeros", () => {
    expect(formatAtPrecision(0.0000123, "d3")).toBe("1.230e-5");
    expect(formatAtPrecision(0.004, "d2")).toBe("4.00e-3");
    expect(formatAtPrecision(0.006, "d2")).toBe("0.01");
    expect(formatAtPrecision(1.2e20, "d2")).toBe("1.20e+20");
    expect(formatAtPrecision(1e-9, "s6")).toBe("1.00000e-9");
    expect(formatAtPrecision(1073741824, "s6")).toBe("1.07374e+9");
    expect(formatAtPrecision(123456, "s6")).toBe("123456");
  });

  it("reads back within the precision for any value and any precision", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e300, max: 1e300, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...explicitPrecisions),
        (value, precision) => {
          const text = formatAtPrecision(value, precision);
          expect(text).toMatch(/^-?\d+(\.\d+)?(e[-+]\d+)?$/);
          const digits = Number(precision.slice(1));
          if (precision.startsWith("d") && !text.includes("e")) {
            expect(text.split(".")[1]?.length ?? 0).toBe(digits);
            expect(Math.abs(parseShown(text) - value)).toBeLessThanOrEqual(
              0.5 * 10 ** -digits * (1 + 1e-9) + Math.abs(value) * 1e-15,
            );
          } else {
            const allowed = precision.startsWith("s")
              ? 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(value) || 1)) - digits + 1)
              : halfLastPlace(text);
            expect(Math.abs(parseShown(text) - value)).toBeLessThanOrEqual(
              allowed * (1 + 1e-9) + Math.abs(value) * 1e-15,
            );
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe("resultAtPrecision", () => {
  it("keeps every page's spec format on Auto", () => {
    const length = converters.length;
    const foot = findUnit(length, "foot");
    if (!foot) throw new Error("no foot");
    expect(resultAtPrecision(length, 3.280839895013123, foot, "auto")).toBe("3.28084 ft");
    const fuel = converters["fuel-economy"];
    const litres = findUnit(fuel, "l_per_100km");
    if (!litres) throw new Error("no L/100km");
    expect(resultAtPrecision(fuel, 10, litres, "auto")).toBe("10 L/100km");
    expect(resultAtPrecision(fuel, 10, litres, "auto", true)).toBe("10.00 L/100km");
  });

  it("prints the unit after the number at an explicit precision", () => {
    const temperature = converters.temperature;
    const fahrenheit = findUnit(temperature, "fahrenheit");
    if (!fahrenheit) throw new Error("no °F");
    expect(resultAtPrecision(temperature, 98.6, fahrenheit, "d1")).toBe("98.6°F");
    const length = converters.length;
    const foot = findUnit(length, "foot");
    if (!foot) throw new Error("no foot");
    expect(resultAtPrecision(length, 3.280839895013123, foot, "d2")).toBe("3.28 ft");
  });

  it("Auto reads back within its page's format for every converter", () => {
    for (const id of converterIds) {
      const config = converters[id];
      fc.assert(
        fc.property(
          fc.double({ min: 1e-3, max: 1e6, noNaN: true }),
          fc.constantFrom(...config.units),
          (value, unit) => {
            const text = numberPart(config.formatResult(value, unit), unit.symbol);
            const shown = parseShown(text);
            // Auto formats round to at most 6 significant digits or their decimal places.
            const allowed = Math.max(halfLastPlace(text), Math.abs(value) * 5e-6);
            expect(Math.abs(shown - value)).toBeLessThanOrEqual(allowed * (1 + 1e-9));
          },
        ),
        { numRuns: 200 },
      );
    }
  });

  it("takes the number out of a result text", () => {
    expect(numberPart("98.60°F", "°F")).toBe("98.60");
    expect(numberPart("3.28084 ft", "ft")).toBe("3.28084");
    expect(numberPart("101,325 Pa", "Pa")).toBe("101,325");
  });
});
