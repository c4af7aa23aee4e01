import { describe, expect, it } from "vitest";
import { exact, power, product, quotient, toNumber, type Exact } from "../exact";
import { densityUnits, type DensityUnitKey } from "./units";
import { densityConverter } from "./converter";
import { densityReference } from "./reference";
import { densityBand } from "./context";

/** The definitions, written out here rather than read from the site's tables, in kg/m³. */
const pound = exact("0.45359237"); // kg
const inch = exact("0.0254"); // m
const cubicInch = power(inch, 3); // m³
const cubicFoot = power(product(exact(12), inch), 3);
const usGallon = product(exact(231), cubicInch); // m³
const ukGallon = exact("0.00454609"); // m³ (4.54609 L)
const expectedSizes: Readonly<Record<DensityUnitKey, Exact>> = {
  kilogram_per_cubic_meter: exact(1),
  gram_per_cubic_centimeter: exact(1000),
  gram_per_milliliter: exact(1000),
  kilogram_per_liter: exact(1000),
  gram_per_liter: exact(1),
  milligram_per_liter: exact("0.001"),
  pound_per_cubic_foot: quotient(pound, cubicFoot),
  pound_per_cubic_inch: quotient(pound, cubicInch),
  ounce_per_cubic_inch: quotient(quotient(pound, exact(16)), cubicInch),
  pound_per_us_gallon: quotient(pound, usGallon),
  pound_per_uk_gallon: quotient(pound, ukGallon),
};

const convert = (value: number, from: DensityUnitKey, to: DensityUnitKey) =>
  densityConverter.convert(value, from, to);

describe("density units", () => {
  it.each(Object.entries(expectedSizes))("defines %s exactly", (key, size) => {
    expect(densityUnits.find((unit) => unit.key === key)?.exact).toEqual(size);
  });

  it("converts exactly, rounding once", () => {
    expect(convert(1, "gram_per_cubic_centimeter", "kilogram_per_cubic_meter")).toBe(1000);
    expect(convert(1, "gram_per_milliliter", "gram_per_cubic_centimeter")).toBe(1);
    expect(convert(1, "kilogram_per_liter", "gram_per_milliliter")).toBe(1);
    expect(convert(1, "gram_per_liter", "kilogram_per_cubic_meter")).toBe(1);
    expect(convert(1, "pound_per_us_gallon", "kilogram_per_cubic_meter")).toBe(
      toNumber(quotient(pound, usGallon)),
    );
    expect(convert(1, "pound_per_us_gallon", "kilogram_per_cubic_meter")).toBeCloseTo(
      119.8264273,
      7,
    );
    expect(convert(1, "pound_per_uk_gallon", "kilogram_per_cubic_meter")).toBe(45359237 / 454609);
    // A UK gallon is 4.54609 L and a US gallon 3.785411784 L: the same pounds in the larger one.
    expect(convert(1, "pound_per_us_gallon", "pound_per_uk_gallon")).toBe(
      toNumber(quotient(ukGallon, usGallon)),
    );
    expect(convert(1728, "pound_per_cubic_foot", "pound_per_cubic_inch")).toBe(1);
    expect(convert(1, "pound_per_cubic_inch", "ounce_per_cubic_inch")).toBe(16);
  });

  it("prints the page's results with 6 significant digits, grouped, or in e-notation", () => {
    const formatted = (value: number, from: DensityUnitKey, to: DensityUnitKey) => {
      const unit = densityUnits.find((candidate) => candidate.key === to);
      if (!unit) throw new Error(to);
      return densityConverter.formatResult(convert(value, from, to) ?? Number.NaN, unit);
    };
    expect(formatted(1, "gram_per_cubic_centimeter", "kilogram_per_cubic_meter")).toBe(
      "1,000 kg/m³",
    );
    expect(formatted(1, "kilogram_per_cubic_meter", "pound_per_cubic_inch")).toBe(
      "3.6127e-5 lb/in³",
    );
    expect(formatted(1, "gram_per_milliliter", "pound_per_us_gallon")).toBe("8.3454 lb/gal (US)");
  });

  it("says each unit as a mass per a volume, with the gallon's country", () => {
    expect(densityUnits.find((unit) => unit.key === "pound_per_us_gallon")).toMatchObject({
      symbol: "lb/gal (US)",
      definedAs: "1 lb / 1 US gal",
      source: "usGallon",
    });
    expect(densityUnits.find((unit) => unit.key === "pound_per_cubic_foot")?.definedAs).toBe(
      "1 lb / 1 ft³",
    );
  });
});

describe("density reference card and context", () => {
  it("computes the card's figures from the units", () => {
    expect(densityReference.factors.map((line) => `${line.term} = ${line.value}`)).toEqual([
      "1 g/cm³ = 1,000 kg/m³",
      "1 g/cm³ = 62.428 lb/ft³",
      "1 lb/ft³ = 16.0185 kg/m³",
      "1 lb/in³ = 27.6799 g/cm³",
      "1 lb/gal (US) = 119.826 kg/m³",
      "1 lb/gal (UK) = 99.7764 kg/m³",
      "1 kg/L = 8.3454 lb/gal (US)",
    ]);
    expect(densityReference.materials[1]).toEqual({
      term: "Water (4 °C)",
      value: "about 1,000 kg/m³ (62.4 lb/ft³)",
    });
  });

  it.each([
    [0, "no mass at all"],
    [0.0012, "a gas's density"],
    [0.01, "lighter, so it floats"],
    [0.9949, "lighter, so it floats"],
    [0.995, "about the same"],
    [1.005, "about the same"],
    [1.0051, "denser, so it sinks, like sand"],
    [3, "denser, so it sinks, like iron"],
    [11, "far denser"],
  ])("%s times water is described as %s", (timesWater, words) => {
    expect(densityBand(timesWater).startsWith(words)).toBe(true);
  });
});
