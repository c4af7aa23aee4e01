import { describe, expect, it } from "vitest";
import { converterIds } from ".";
import { converters, measureVariants } from "./all";
import { conversionFactors } from "./factors";
import { toNumber } from "./exact";
import type { LinearUnit } from "./types";

const factors = conversionFactors();
const row = (measure: string, key: string) =>
  factors.find((entry) => entry.id === measure)?.rows.find((entry) => entry.key === key);

describe("the conversion factors page", () => {
  it("lists every unit of every converter, each with a definition and a source", () => {
    expect(factors.map((entry) => entry.id)).toEqual([...converterIds]);
    for (const entry of factors) {
      expect(entry.baseUnit, entry.id).not.toBe("");
      expect(entry.rows.map((unit) => unit.key)).toEqual([
        ...converters[entry.id].units.map((unit) => unit.key),
        ...measureVariants[entry.id].units.map((unit) => unit.key),
      ]);
      for (const unit of entry.rows) {
        expect(unit.definedAs, unit.key).not.toBe("");
        expect(unit.source, unit.key).not.toBe("");
      }
    }
  });

  it("prints each linear unit's size as the library converts with it", () => {
    for (const entry of factors) {
      for (const option of [...converters[entry.id].units, ...measureVariants[entry.id].units]) {
        const unit = option as Partial<LinearUnit>;
        if (!unit.exact) continue;
        const printed = row(entry.id, option.key)?.size ?? "";
        const shown = Number(printed.split(" ≈ ").at(-1)?.replaceAll(",", ""));
        expect(
          Math.abs(shown - toNumber(unit.exact)),
          `${entry.id} ${option.key}`,
        ).toBeLessThanOrEqual(1e-9 * toNumber(unit.exact));
      }
    }
  });

  it("gives the definitions of the issue", () => {
    expect(row("length", "inch")).toMatchObject({
      size: "0.0254",
      exact: true,
      definedAs: "0.0254 m",
    });
    expect(row("length", "mile")).toMatchObject({ size: "1,609.344", definedAs: "5,280 ft" });
    expect(row("weight", "pound")).toMatchObject({ size: "453.59237", definedAs: "0.45359237 kg" });
    expect(row("weight", "stone")?.definedAs).toBe("14 lb");
    expect(row("volume", "cup")?.size).toBe("0.2365882365");
    expect(row("volume", "tablespoon")?.size).toBe("0.01478676478125");
    expect(row("volume", "fluid_ounce")?.size).toBe("0.0295735295625");
    expect(row("area", "acre")).toMatchObject({ size: "4,046.8564224", definedAs: "43,560 ft²" });
    expect(row("pressure", "mmhg")?.size).toBe("133.322387415");
    expect(row("pressure", "torr")?.size).toMatch(/^\d+\/\d+ ≈ 133\.3223684$/);
    expect(row("energy", "btu")?.size).toBe("1,055.05585262");
    expect(row("energy", "calorie")?.size).toBe("4.184");
    expect(row("speed", "knots")?.size).toMatch(/≈ 0\.5144444444$/);
    expect(row("power", "horsepower")?.size).toBe("745.69987158227022");
    expect(row("data-storage", "gigabyte")?.size).toBe("1,073,741,824");
    expect(row("angle", "radian")?.size).toMatch(/^180\/π ≈ 57\.29577951$/);
    expect(row("temperature", "fahrenheit")?.definedAs).toBe("°C × 9/5 + 32");
    expect(row("fuel-economy", "mpg_us")?.size).toMatch(
      /^L\/100 km = \d+\/\d+ ≈ 235\.2145833 ÷ value$/,
    );
    expect(row("weight", "pound")?.source).toContain("1959");
  });

  it("lists the units Quick convert reads beyond the converters', marked as such", () => {
    expect(row("volume", "imperial_gallon")).toMatchObject({
      size: "4.54609",
      inConverter: false,
    });
    expect(row("volume", "imperial_pint")).toMatchObject({
      size: "0.56826125",
      definedAs: "1/8 gal (UK)",
    });
    expect(row("volume", "metric_cup")?.size).toBe("0.25");
    expect(row("weight", "short_ton")).toMatchObject({ size: "907,184.74", definedAs: "2,000 lb" });
    expect(row("weight", "long_ton")?.size).toBe("1,016,046.9088");
    expect(row("length", "nautical_mile")).toMatchObject({ size: "1,852", inConverter: false });
    expect(row("data-storage", "tebibyte")?.size).toBe("1,099,511,627,776");
    expect(row("data-storage", "terabyte_decimal")).toMatchObject({
      size: "1,000,000,000,000",
      inConverter: true,
    });
  });
});
