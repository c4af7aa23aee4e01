import { describe, expect, it } from "vitest";
import { exact, quotient, type Exact } from "../exact";
import { evaluateConversion } from "../define-converter";
import { flowRateConverter } from "./converter";
import { timeToFill } from "./context";
import { flowRateUnits, type FlowRateUnitKey } from "./units";

/**
 * Each unit's size in m³/s, worked out here from the definitions: 1 L = 0.001 m³, the US gallon
 * 231 in³ with the inch 0.0254 m, the UK gallon 4.54609 L, the foot 0.3048 m.
 */
const inch = exact("0.0254");
const cubed = (length: Exact) => ({
  numerator: length.numerator ** 3n,
  denominator: length.denominator ** 3n,
});
const usGallon = { numerator: 231n * cubed(inch).numerator, denominator: cubed(inch).denominator };
const foot = cubed(exact("0.3048"));
const over = (size: Exact, seconds: number) => quotient(size, exact(seconds));

const cubicMetersPerSecond: Readonly<Record<FlowRateUnitKey, Exact>> = {
  cubic_meters_per_second: exact(1),
  cubic_meters_per_hour: exact("1/3600"),
  liters_per_second: exact("0.001"),
  liters_per_minute: exact("0.001/60"),
  liters_per_hour: exact("0.001/3600"),
  milliliters_per_minute: exact("0.000001/60"),
  us_gallons_per_minute: over(usGallon, 60),
  us_gallons_per_hour: over(usGallon, 3600),
  cubic_feet_per_second: foot,
  cubic_feet_per_minute: over(foot, 60),
  uk_gallons_per_minute: exact("0.00454609/60"),
};

const same = (a: Exact, b: Exact) => a.numerator === b.numerator && a.denominator === b.denominator;
const shown = (value: string, from: string, to: string) => {
  const outcome = evaluateConversion(flowRateConverter, value, from, to);
  return outcome.status === "result" ? outcome.resultText : outcome.status;
};

describe("flow rate units", () => {
  it.each(Object.entries(cubicMetersPerSecond))("%s is its definition in m³/s", (key, size) => {
    const unit = flowRateUnits.find((candidate) => candidate.key === key);
    expect(unit && same(unit.exact, size)).toBe(true);
  });

  it("makes a US gallon per minute 231 × 0.0254³ / 60 m³/s", () => {
    const unit = flowRateUnits.find((candidate) => candidate.key === "us_gallons_per_minute");
    expect(unit && same(unit.exact, exact("0.003785411784/60"))).toBe(true);
  });

  it.each([
    ["1", "liters_per_minute", "us_gallons_per_minute", "0.264172 US gal/min"],
    ["1", "us_gallons_per_minute", "liters_per_minute", "3.78541 L/min"],
    ["1", "cubic_meters_per_hour", "liters_per_minute", "16.6667 L/min"],
    ["1", "cubic_meters_per_second", "liters_per_second", "1000 L/s"],
    ["1", "cubic_feet_per_minute", "cubic_meters_per_hour", "1.69901 m³/h"],
    ["1", "cubic_feet_per_second", "liters_per_second", "28.3168 L/s"],
    ["1", "uk_gallons_per_minute", "us_gallons_per_minute", "1.20095 US gal/min"],
    ["1", "us_gallons_per_minute", "us_gallons_per_hour", "60 US gal/h"],
    ["1", "liters_per_minute", "milliliters_per_minute", "1000 mL/min"],
  ])("converts %s %s to %s", (value, from, to, text) => {
    expect(shown(value, from, to)).toBe(text);
  });
});

describe("time to fill", () => {
  it("fills a 150 L bath at everyday rates", () => {
    // 150 L ÷ 3.785411784 L/min = 39.6258 min: 39 min 37.5476 s.
    expect(timeToFill(10, "liters_per_minute")).toBe("A 150 L bath fills in 15 min at this rate.");
    expect(timeToFill(1, "us_gallons_per_minute")).toBe(
      "A 150 L bath fills in ≈ 39 min 37.548 s at this rate.",
    );
  });

  it("fills an Olympic pool of 2,500 m³ at large rates", () => {
    expect(timeToFill(1, "cubic_meters_per_second")).toBe(
      "An Olympic pool (50 m × 25 m × 2 m, 2,500 m³) fills in 41 min 40 s at this rate.",
    );
    expect(timeToFill(100, "cubic_meters_per_hour")).toContain("fills in 1 d 1 h at this rate");
  });

  it("has nothing to fill at 0", () => {
    expect(timeToFill(0, "liters_per_minute")).toContain("enter a value above 0");
  });
});
