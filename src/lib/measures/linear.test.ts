import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { areaUnits } from "./area/units";
import { dataStorageUnits } from "./data-storage/units";
import { energyUnits } from "./energy/units";
import { lengthUnits } from "./length/units";
import { massUnits } from "./weight/units";
import { powerUnits } from "./power/units";
import { pressureUnits } from "./pressure/units";
import { speedUnits } from "./speed/units";
import { exact, toNumber } from "./exact";
import { convertWithin } from "./linear";
import type { LinearUnit } from "./types";
import { volumeUnits } from "./volume/units";

/** The unit tables of the linear measures. */
const linearMeasures = {
  length: lengthUnits,
  mass: massUnits,
  volume: volumeUnits,
  speed: speedUnits,
  area: areaUnits,
  "data-storage": dataStorageUnits,
  energy: energyUnits,
  power: powerUnits,
  pressure: pressureUnits,
} as const;
type LinearUnitKey = (typeof linearMeasures)[keyof typeof linearMeasures][number]["key"];

/** convertWithin on the table that holds `from`; NaN where it does not hold `to` too. */
function convert(value: number, from: LinearUnitKey, to: LinearUnitKey): number {
  const units: readonly LinearUnit[] =
    Object.values(linearMeasures).find((table) =>
      (table as readonly LinearUnit[]).some((unit) => unit.key === from),
    ) ?? [];
  return convertWithin(units, value, from, to);
}

/**
 * Spec §9 'Conversion factors', copied number by number. The spec rounds them to about six
 * digits; the units are defined exactly, and must agree with the spec to the digits it gives.
 */
const specFactors: [string, readonly LinearUnit[], Record<string, number>][] = [
  [
    "length",
    lengthUnits,
    {
      meter: 1,
      kilometer: 1000,
      centimeter: 0.01,
      millimeter: 0.001,
      inch: 0.0254,
      foot: 0.3048,
      yard: 0.9144,
      mile: 1609.344,
    },
  ],
  [
    "mass",
    massUnits,
    { gram: 1, kilogram: 1000, pound: 453.592, ounce: 28.3495, stone: 6350.29, ton: 1e6 },
  ],
  [
    "volume",
    volumeUnits,
    {
      liter: 1,
      milliliter: 0.001,
      gallon: 3.78541,
      quart: 0.946353,
      pint: 0.473176,
      cup: 0.236588,
      fluid_ounce: 0.0295735,
      tablespoon: 0.0147868,
      teaspoon: 0.00492892,
    },
  ],
  [
    "speed",
    speedUnits,
    {
      meters_per_second: 1,
      kilometers_per_hour: 0.277778,
      miles_per_hour: 0.44704,
      knots: 0.514444,
      feet_per_second: 0.3048,
    },
  ],
  [
    "area",
    areaUnits,
    {
      square_meter: 1,
      square_kilometer: 1e6,
      square_centimeter: 1e-4,
      square_foot: 0.092903,
      square_inch: 0.00064516,
      square_yard: 0.836127,
      square_mile: 2589988.110336,
      acre: 4046.86,
      hectare: 1e4,
    },
  ],
  [
    "data storage",
    dataStorageUnits,
    {
      bit: 0.125,
      byte: 1,
      kilobyte: 1024,
      megabyte: 1048576,
      gigabyte: 1073741824,
      terabyte: 1099511627776,
      petabyte: 1125899906842624,
      kilobit: 128,
      megabit: 131072,
      gigabit: 134217728,
    },
  ],
  [
    "energy",
    energyUnits,
    {
      joule: 1,
      kilojoule: 1000,
      calorie: 4.184,
      kilocalorie: 4184,
      btu: 1055.06,
      watt_hour: 3600,
      kilowatt_hour: 3.6e6,
    },
  ],
  ["power", powerUnits, { watt: 1, kilowatt: 1000, horsepower: 745.7, btu_per_hour: 0.293071 }],
  [
    "pressure",
    pressureUnits,
    {
      pascal: 1,
      kilopascal: 1000,
      bar: 1e5,
      psi: 6895,
      atmosphere: 101325,
      torr: 133.322,
      mmhg: 133.322,
    },
  ],
];

describe("unit tables", () => {
  it.each(specFactors)(
    "%s has the spec's units, each within the spec's rounding",
    (_name, allUnits, factors) => {
      // The data converter's decimal group is ours, beside the spec's 1024-based units.
      const units = allUnits.filter((unit) => !unit.key.endsWith("_decimal"));
      expect(units.map((unit) => unit.key).sort()).toEqual(Object.keys(factors).sort());
      for (const unit of units) {
        const spec = factors[unit.key] ?? Number.NaN;
        // psi (6895 for 6894.757…) is the loosest of the spec's roundings.
        expect(Math.abs(toNumber(unit.exact) - spec) / spec, unit.key).toBeLessThan(4e-5);
      }
    },
  );

  it("gives data storage the decimal units drives are sold in, in a group of their own", () => {
    const decimal = dataStorageUnits.filter((unit) => unit.group === "Decimal (SI)");
    const superscripts = ["³", "⁶", "⁹", "¹²", "¹⁵"];
    expect(decimal.map((unit) => unit.key)).toEqual(
      ["kilo", "mega", "giga", "tera", "peta"].map((prefix) => `${prefix}byte_decimal`),
    );
    for (const [position, unit] of decimal.entries()) {
      expect(unit.exact).toEqual(exact(1000 ** (position + 1)));
      // Labels that cannot be taken for the 1024-based units, even cut short in a narrow select.
      expect(unit.label).toMatch(
        new RegExp(`^Decimal \\w+bytes \\(10${superscripts[position]} B\\)$`),
      );
      expect(unit.symbol).toMatch(/^[kMGTP]B \(decimal\)$/);
    }
  });

  it("keeps every unit key unique across measures", () => {
    const keys = Object.values(linearMeasures).flatMap((units) => units.map((unit) => unit.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("groups the units as the spec does", () => {
    const groupsOf = (units: readonly LinearUnit[]) =>
      Object.fromEntries(units.map((unit) => [unit.key, unit.group]));
    expect(groupsOf(lengthUnits)).toMatchObject({
      meter: "Metric",
      millimeter: "Metric",
      inch: "Imperial",
      mile: "Imperial",
    });
    expect(groupsOf(massUnits)).toMatchObject({ ton: "Metric", stone: "Imperial" });
    expect(groupsOf(volumeUnits)).toMatchObject({
      liter: "Metric",
      fluid_ounce: "Imperial",
      tablespoon: "Cooking",
      teaspoon: "Cooking",
    });
    expect(groupsOf(dataStorageUnits)).toMatchObject({
      bit: "Basic",
      byte: "Basic",
      petabyte: "Standard",
      kilobit: "Network",
    });
    expect(groupsOf(speedUnits)).toMatchObject({
      kilometers_per_hour: "Metric",
      feet_per_second: "Imperial",
      knots: "Nautical",
    });
    expect(groupsOf(areaUnits)).toMatchObject({ hectare: "Metric", acre: "Imperial" });
    expect(groupsOf(pressureUnits)).toEqual({
      pascal: "SI",
      kilopascal: "SI",
      bar: "Metric",
      psi: "Imperial",
      atmosphere: "Standard",
      torr: "Standard",
      mmhg: "Standard",
    });
    expect(groupsOf(energyUnits)).toEqual({
      joule: "SI",
      kilojoule: "SI",
      calorie: "Food",
      kilocalorie: "Food",
      btu: "Imperial",
      watt_hour: "Electrical",
      kilowatt_hour: "Electrical",
    });
    expect(groupsOf(powerUnits)).toEqual({
      watt: "SI Units",
      kilowatt: "SI Units",
      horsepower: "Imperial",
      btu_per_hour: "Imperial",
    });
  });

  it("labels the metric ton and the joule as the spec does", () => {
    expect(massUnits.find((unit) => unit.key === "ton")?.label).toContain("Metric Tons");
    expect(energyUnits.find((unit) => unit.key === "joule")?.label).toBe("Joules (J)");
  });

  it("gives the speed page's to-km/h factors exactly", () => {
    expect(convert(1, "miles_per_hour", "kilometers_per_hour")).toBe(1.609344);
    expect(convert(1, "meters_per_second", "kilometers_per_hour")).toBe(3.6);
    expect(convert(1, "feet_per_second", "kilometers_per_hour")).toBe(1.09728);
    expect(convert(1, "knots", "kilometers_per_hour")).toBe(1.852);
  });
});

describe("convertWithin on each linear measure", () => {
  it("converts through the base unit", () => {
    expect(convert(1, "meter", "foot")).toBeCloseTo(3.280839895, 9);
    expect(convert(1, "kilometer", "mile")).toBeCloseTo(0.621371192, 9);
    expect(convert(1, "psi", "bar")).toBe(0.06894757293168362);
    expect(convert(1, "gigabyte", "megabyte")).toBe(1024);
    expect(convert(1, "kilowatt_hour", "joule")).toBe(3_600_000);
    expect(convert(1, "kilowatt", "horsepower")).toBe(1.341022089595028);
  });

  it("returns the value itself for the same unit", () => {
    expect(convert(0.1, "meter", "meter")).toBe(0.1);
  });

  it("gives NaN, not an exception, for keys that do not belong together", () => {
    expect(convert(1, "meter" as LinearUnitKey, "pound" as never)).toBeNaN();
    expect(convert(1, "parsec" as LinearUnitKey, "meter" as never)).toBeNaN();
  });

  it.each(Object.entries(linearMeasures))(
    "round-trips %s a → b → a within 1e-9 relative",
    (_name, units) => {
      const keys = units.map((unit) => unit.key as LinearUnitKey);
      fc.assert(
        fc.property(
          fc.double({ min: 1e-9, max: 1e16, noNaN: true }),
          fc.constantFrom(...keys),
          fc.constantFrom(...keys),
          (value, from, to) => {
            const there = convert(value, from, to as never);
            const back = convert(there, to, from as never);
            expect(Math.abs(back - value)).toBeLessThanOrEqual(1e-9 * value);
          },
        ),
      );
    },
  );

  it("never throws, whatever it is given", () => {
    const anyKey = fc.oneof(
      fc.constantFrom(
        ...Object.values(linearMeasures).flatMap((units) => units.map((unit) => unit.key)),
      ),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.double(), anyKey, anyKey, (value, from, to) => {
        expect(() => convert(value, from as LinearUnitKey, to as never)).not.toThrow();
      }),
    );
  });
});

describe("convertWithin", () => {
  it("converts within a single table", () => {
    expect(convertWithin(lengthUnits, 1, "meter", "foot")).toBe(3.2808398950131235);
    expect(convertWithin(lengthUnits, 2, "mile", "mile")).toBe(2);
    expect(convertWithin(lengthUnits, 1, "meter", "pound" as never)).toBeNaN();
  });
});
