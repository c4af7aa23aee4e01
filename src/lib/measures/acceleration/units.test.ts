import { describe, expect, it } from "vitest";
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { accelerationUnits, type AccelerationUnitKey } from "./units";
import { accelerationConverter } from "./converter";
import { accelerationReference } from "./reference";
import { accelerationBand } from "./context";

/** The definitions, written out here rather than read from the site's tables, in m/s². */
const standardGravity = exact("9.80665"); // 3rd CGPM (1901)
const foot = exact("0.3048"); // 1959 international foot, in metres
const inch = exact("0.0254");
const secondsPerHour = exact(3600);
const expectedSizes: Readonly<Record<AccelerationUnitKey, Exact>> = {
  meter_per_second_squared: exact(1),
  centimeter_per_second_squared: exact("0.01"),
  kilometer_per_hour_per_second: quotient(exact(1000), secondsPerHour),
  foot_per_second_squared: foot,
  inch_per_second_squared: inch,
  mile_per_hour_per_second: quotient(product(exact(5280), foot), secondsPerHour),
  standard_gravity: standardGravity,
};

const convert = (value: number, from: AccelerationUnitKey, to: AccelerationUnitKey) =>
  accelerationConverter.convert(value, from, to);

describe("acceleration units", () => {
  it.each(Object.entries(expectedSizes))("defines %s exactly", (key, size) => {
    expect(accelerationUnits.find((unit) => unit.key === key)?.exact).toEqual(size);
  });

  it("converts exactly, rounding once", () => {
    expect(convert(1, "standard_gravity", "meter_per_second_squared")).toBe(9.80665);
    expect(convert(1, "standard_gravity", "foot_per_second_squared")).toBe(
      toNumber(quotient(standardGravity, foot)),
    );
    expect(convert(1, "standard_gravity", "foot_per_second_squared")).toBeCloseTo(32.174049, 6);
    expect(convert(1, "standard_gravity", "centimeter_per_second_squared")).toBe(980.665);
    expect(convert(1, "mile_per_hour_per_second", "meter_per_second_squared")).toBe(0.44704);
    expect(convert(1, "meter_per_second_squared", "kilometer_per_hour_per_second")).toBe(3.6);
    expect(convert(1, "mile_per_hour_per_second", "kilometer_per_hour_per_second")).toBe(1.609344);
    expect(convert(12, "inch_per_second_squared", "foot_per_second_squared")).toBe(1);
    expect(convert(-2, "standard_gravity", "meter_per_second_squared")).toBe(-19.6133);
  });

  it("prints the page's results with 6 significant digits", () => {
    const formatted = (value: number, from: AccelerationUnitKey, to: AccelerationUnitKey) => {
      const unit = accelerationUnits.find((candidate) => candidate.key === to);
      if (!unit) throw new Error(to);
      return accelerationConverter.formatResult(convert(value, from, to) ?? Number.NaN, unit);
    };
    expect(formatted(1, "standard_gravity", "meter_per_second_squared")).toBe("9.80665 m/s²");
    expect(formatted(1, "meter_per_second_squared", "standard_gravity")).toBe("0.101972 gₙ");
    expect(formatted(1, "kilometer_per_hour_per_second", "meter_per_second_squared")).toBe(
      "0.277778 m/s²",
    );
  });

  it("says its definitions in symbols, with their sources", () => {
    const definition = (key: AccelerationUnitKey) =>
      accelerationUnits.find((unit) => unit.key === key);
    expect(definition("standard_gravity")).toMatchObject({
      definedAs: "9.80665 m/s² (standard acceleration of gravity)",
      source: "standardGravity",
    });
    expect(definition("centimeter_per_second_squared")?.definedAs).toBe("1 cm / 1 s²");
    expect(definition("kilometer_per_hour_per_second")?.definedAs).toBe("1 km/h / 1 s");
  });
});

describe("acceleration reference card and context", () => {
  it("computes the card's figures from the units", () => {
    expect(accelerationReference.factors.map((line) => `${line.term} = ${line.value}`)).toEqual([
      "1 gₙ = 9.80665 m/s²",
      "1 gₙ = 32.174 ft/s²",
      "1 ft/s² = 0.3048 m/s²",
      "1 Gal (cm/s²) = 0.01 m/s²",
      "1 km/h/s = 0.277778 m/s²",
      "1 mph/s = 0.44704 m/s²",
      "1 m/s² = 0.101972 gₙ",
    ]);
    // 0 to 60 mph in 3 s: 20 mph each second, 8.9408 m/s².
    expect(accelerationReference.familiar[1]?.value).toBe("0.912 g (8.94 m/s²)");
  });

  it.each([
    [0, "no acceleration"],
    [0.1499, "gentle"],
    [0.15, "like a car speeding up"],
    [0.4999, "like a car speeding up"],
    [0.5, "about the pull of gravity itself"],
    [-1.1999, "about the pull of gravity itself"],
    [1.2, "like a crewed rocket launch"],
    [2.5, "roller coaster range"],
    [6, "fighter pilot range"],
    [9.9999, "fighter pilot range"],
    [10, "more than a person can sustain"],
    [100, "far beyond the human body"],
  ])("%s g is described as %s", (standardGravities, words) => {
    expect(accelerationBand(standardGravities).startsWith(words)).toBe(true);
  });
});
