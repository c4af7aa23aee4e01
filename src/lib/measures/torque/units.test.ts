import { describe, expect, it } from "vitest";
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { torqueUnits, type TorqueUnitKey } from "./units";
import { torqueConverter } from "./converter";
import { torqueReference } from "./reference";
import { torqueBand } from "./context";

/** The definitions, written out here rather than read from the site's tables, in N·m. */
const standardGravity = exact("9.80665"); // m/s², 3rd CGPM (1901)
const lbf = product(exact("0.45359237"), standardGravity); // N
const foot = exact("0.3048"); // m
const inch = exact("0.0254"); // m
const expectedSizes: Readonly<Record<TorqueUnitKey, Exact>> = {
  newton_meter: exact(1),
  kilonewton_meter: exact(1000),
  newton_centimeter: exact("0.01"),
  kilogram_force_meter: standardGravity,
  kilogram_force_centimeter: product(standardGravity, exact("0.01")),
  dyne_centimeter: exact("1e-7"), // 10⁻⁵ N × 10⁻² m
  pound_force_foot: product(lbf, foot),
  pound_force_inch: product(lbf, inch),
  ounce_force_inch: product(quotient(lbf, exact(16)), inch),
};

const convert = (value: number, from: TorqueUnitKey, to: TorqueUnitKey) =>
  torqueConverter.convert(value, from, to);

describe("torque units", () => {
  it.each(Object.entries(expectedSizes))("defines %s exactly", (key, size) => {
    expect(torqueUnits.find((unit) => unit.key === key)?.exact).toEqual(size);
  });

  it("makes the pound-force foot exactly 1.3558179483314004 N·m", () => {
    expect(expectedSizes.pound_force_foot).toEqual(exact("1.3558179483314004"));
  });

  it("converts exactly, rounding once", () => {
    // The double nearest 1.3558179483314004 prints as …003.
    expect(convert(1, "pound_force_foot", "newton_meter")).toBe(
      toNumber(exact("1.3558179483314004")),
    );
    expect(convert(1, "newton_meter", "pound_force_foot")).toBe(0.7375621492772654);
    expect(convert(1, "pound_force_inch", "newton_meter")).toBe(0.1129848290276167);
    expect(convert(1, "pound_force_foot", "pound_force_inch")).toBe(12);
    expect(convert(16, "ounce_force_inch", "pound_force_inch")).toBe(1);
    expect(convert(1, "kilogram_force_meter", "kilogram_force_centimeter")).toBe(100);
    expect(convert(1, "kilogram_force_meter", "newton_meter")).toBe(9.80665);
    expect(convert(1, "newton_meter", "dyne_centimeter")).toBe(10_000_000);
    // 1 kgf·m / 1 lbf·ft = 1 kg / (0.45359237 kg × 0.3048): the gravity cancels.
    expect(convert(1, "kilogram_force_meter", "pound_force_foot")).toBeCloseTo(
      1 / (0.45359237 * 0.3048),
      12,
    );
    expect(convert(-50, "newton_meter", "newton_centimeter")).toBe(-5000);
  });

  it("prints the page's results with 6 significant digits", () => {
    const formatted = (value: number, from: TorqueUnitKey, to: TorqueUnitKey) => {
      const unit = torqueUnits.find((candidate) => candidate.key === to);
      if (!unit) throw new Error(to);
      return torqueConverter.formatResult(convert(value, from, to) ?? Number.NaN, unit);
    };
    expect(formatted(1, "newton_meter", "pound_force_foot")).toBe("0.737562 lbf·ft");
    expect(formatted(100, "pound_force_foot", "newton_meter")).toBe("135.582 N·m");
    expect(formatted(1, "dyne_centimeter", "newton_meter")).toBe("1.0000e-7 N·m");
  });

  it("says each unit as a force times a length", () => {
    expect(torqueUnits.find((unit) => unit.key === "pound_force_foot")).toMatchObject({
      symbol: "lbf·ft",
      definedAs: "1 lbf × 1 ft",
    });
    expect(torqueUnits.find((unit) => unit.key === "kilogram_force_centimeter")?.definedAs).toBe(
      "1 kgf × 1 cm",
    );
  });
});

describe("torque reference card and context", () => {
  it("computes the card's figures from the units", () => {
    expect(torqueReference.factors.map((line) => `${line.term} = ${line.value}`)).toEqual([
      "1 N·m = 0.737562 lbf·ft",
      "1 lbf·ft = 1.35582 N·m",
      "1 lbf·ft = 12 lbf·in",
      "1 lbf·in = 0.112985 N·m",
      "1 kgf·m = 9.80665 N·m",
      "1 kgf·cm = 0.0980665 N·m",
      "1 ozf·in = 0.706155 N·cm",
    ]);
    expect(torqueReference.tightening[2]).toEqual({
      term: "Car wheel nuts",
      value: "80-140 N·m (59-100 lbf·ft)",
    });
  });

  it.each([
    [0, "no torque"],
    [0.999, "in the small-screw range"],
    [1, "in the bicycle range"],
    [15, "in the spark-plug range"],
    [50, "in the wheel-nut range"],
    [-199, "in the wheel-nut range"],
    [200, "in the car-engine range"],
    [1000, "in the heavy-vehicle range"],
    [10_000, "in the industrial range"],
  ])("%s N·m is described as %s", (newtonMeters, words) => {
    expect(torqueBand(newtonMeters).startsWith(words)).toBe(true);
  });
});
