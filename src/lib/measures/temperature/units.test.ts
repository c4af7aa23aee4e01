import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { temperatureUnits } from "./units";
import { convertTemperature, isTemperatureUnit } from "./convert";
import { evaluateConversion } from "../define-converter";
import { temperatureConverter } from "./converter";
import { conversionContext } from "../contexts";
import { measureContext } from "./context";

describe("convertTemperature", () => {
  it.each([
    // Spec §2 Temperature Reference Points.
    [0, "celsius", "fahrenheit", 32],
    [0, "celsius", "kelvin", 273.15],
    [100, "celsius", "fahrenheit", 212],
    [100, "celsius", "kelvin", 373.15],
    [37, "celsius", "fahrenheit", 98.6],
    [38, "celsius", "fahrenheit", 100.4],
    [20, "celsius", "fahrenheit", 68],
    [25, "celsius", "fahrenheit", 77],
    [35, "celsius", "fahrenheit", 95],
    [32, "fahrenheit", "celsius", 0],
    [212, "fahrenheit", "kelvin", 373.15],
    [273.15, "kelvin", "celsius", 0],
    [-40, "celsius", "fahrenheit", -40],
  ] as const)("%s %s = %s %s", (value, from, to, expected) => {
    expect(convertTemperature(value, from, to)).toBeCloseTo(expected, 10);
  });

  it("lists Celsius, Fahrenheit and Kelvin with their symbols", () => {
    expect(temperatureUnits.map((unit) => [unit.key, unit.symbol])).toEqual([
      ["celsius", "°C"],
      ["fahrenheit", "°F"],
      ["kelvin", "K"],
    ]);
    expect(isTemperatureUnit("kelvin")).toBe(true);
    expect(isTemperatureUnit("rankine")).toBe(false);
  });

  it("round-trips a → b → a (to 1e-9 of the value or of the scales' offset, whichever is larger)", () => {
    const keys = temperatureUnits.map((unit) => unit.key);
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          const back = convertTemperature(convertTemperature(value, from, to), to, from);
          // An affine conversion adds an offset of up to 459.67, so a tiny value cannot keep its
          // relative precision; the tolerance is relative to the larger of the two.
          expect(Math.abs(back - value)).toBeLessThanOrEqual(
            1e-9 * Math.max(Math.abs(value), 459.67),
          );
        },
      ),
    );
  });

  it("never throws", () => {
    const keys = temperatureUnits.map((unit) => unit.key);
    fc.assert(
      fc.property(
        fc.double(),
        fc.constantFrom(...keys),
        fc.constantFrom(...keys),
        (value, from, to) => {
          expect(() => convertTemperature(value, from, to)).not.toThrow();
        },
      ),
    );
  });
});

describe("values below absolute zero", () => {
  it.each([
    ["-500", "celsius", "fahrenheit"],
    ["-1", "kelvin", "celsius"],
    ["-460", "fahrenheit", "kelvin"],
    ["-273.16", "celsius", "kelvin"],
  ])("%s %s says it is below absolute zero instead of a weather band", (value, from, to) => {
    const outcome = evaluateConversion(temperatureConverter, value, from, to);
    expect(outcome.status).toBe("result");
    if (outcome.status !== "result") return;
    expect(
      conversionContext(measureContext, temperatureConverter, { ...outcome, from, to })?.text,
    ).toMatch(/^Below absolute zero/);
  });

  it.each([
    ["-273.15", "celsius"],
    ["-459.67", "fahrenheit"],
    ["0", "kelvin"],
  ])("absolute zero itself (%s %s) is a temperature: the spec's freezing band", (value, from) => {
    const outcome = evaluateConversion(temperatureConverter, value, from, "kelvin");
    if (outcome.status !== "result") throw new Error(`${value} ${from} did not convert`);
    expect(
      conversionContext(measureContext, temperatureConverter, { ...outcome, from, to: "kelvin" })
        ?.text,
    ).toMatch(/^Freezing point/);
  });
});
