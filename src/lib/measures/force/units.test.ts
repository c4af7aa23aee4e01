import { describe, expect, it } from "vitest";
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { forceUnits, type ForceUnitKey } from "./units";
import { forceConverter } from "./converter";
import { forceReference } from "./reference";
import { massText } from "./context";
import { forceVariants } from "./variants";
import { poundForce } from "../weight/units";

/** The definitions, written out here rather than read from the site's tables, in newtons. */
const standardGravity = exact("9.80665"); // m/s², 3rd CGPM (1901)
const pound = exact("0.45359237"); // kg, 1959 international pound
const foot = exact("0.3048"); // m
const lbf = product(pound, standardGravity);
const expectedSizes: Readonly<Record<ForceUnitKey, Exact>> = {
  newton: exact(1),
  kilonewton: exact(1000),
  meganewton: exact(1_000_000),
  kilogram_force: standardGravity,
  tonne_force: product(exact(1000), standardGravity),
  dyne: product(exact("0.001"), exact("0.01")), // 1 g × 1 cm/s²
  pound_force: lbf,
  ounce_force: quotient(lbf, exact(16)),
  kip: product(exact(1000), lbf),
  poundal: product(pound, foot), // 1 lb × 1 ft/s²
};

const convert = (value: number, from: ForceUnitKey, to: ForceUnitKey) =>
  forceConverter.convert(value, from, to);

describe("force units", () => {
  it.each(Object.entries(expectedSizes))("defines %s exactly", (key, size) => {
    expect(forceUnits.find((unit) => unit.key === key)?.exact).toEqual(size);
  });

  it("takes the pound-force from the weight measure, written once: 0.45359237 × 9.80665 N", () => {
    expect(forceUnits.find((unit) => unit.key === "pound_force")?.exact).toBe(poundForce);
    expect(lbf).toEqual(exact("4.4482216152605"));
  });

  it("converts exactly, rounding once", () => {
    expect(convert(1, "pound_force", "newton")).toBe(4.4482216152605);
    expect(convert(1, "kilogram_force", "newton")).toBe(9.80665);
    expect(convert(1, "newton", "pound_force")).toBe(toNumber(quotient(exact(1), lbf)));
    expect(convert(1, "newton", "dyne")).toBe(100000);
    expect(convert(1, "kip", "pound_force")).toBe(1000);
    expect(convert(16, "ounce_force", "pound_force")).toBe(1);
    // 1 lbf is exactly 0.45359237 kgf: the same gravity in both.
    expect(convert(1, "pound_force", "kilogram_force")).toBe(0.45359237);
    expect(convert(1, "tonne_force", "kilonewton")).toBe(9.80665);
    // 1 lbf = gₙ/(1 ft/s²) poundals = 32.174… pdl.
    expect(convert(1, "pound_force", "poundal")).toBe(toNumber(quotient(standardGravity, foot)));
    expect(convert(-3, "kilonewton", "newton")).toBe(-3000);
  });

  it("reads the millinewton beside the converter's units: a thousandth of a newton", () => {
    const millinewton = forceVariants.units.find((unit) => unit.key === "millinewton");
    expect(millinewton?.exact).toEqual(exact("0.001"));
    expect(millinewton?.symbol).toBe("mN");
  });

  it("prints the page's results with 6 significant digits and whole numbers in full", () => {
    const formatted = (value: number, from: ForceUnitKey, to: ForceUnitKey) => {
      const unit = forceUnits.find((candidate) => candidate.key === to);
      if (!unit) throw new Error(to);
      return forceConverter.formatResult(convert(value, from, to) ?? Number.NaN, unit);
    };
    expect(formatted(1, "pound_force", "newton")).toBe("4.44822 N");
    expect(formatted(1, "newton", "pound_force")).toBe("0.224809 lbf");
    expect(formatted(10, "meganewton", "newton")).toBe("10,000,000 N");
    expect(formatted(1, "dyne", "meganewton")).toBe("1.0000e-11 MN");
  });

  it("says its definitions in symbols", () => {
    const definedAs = (key: ForceUnitKey) => forceUnits.find((unit) => unit.key === key)?.definedAs;
    expect(definedAs("pound_force")).toBe("1 lb × 9.80665 m/s²");
    expect(definedAs("kilogram_force")).toBe("1 kg × 9.80665 m/s²");
    expect(definedAs("poundal")).toBe("1 lb × 1 ft/s²");
    expect(definedAs("ounce_force")).toBe("1/16 lbf");
  });
});

describe("force reference card and context", () => {
  it("computes the card's figures from the units", () => {
    expect(forceReference.factors.map((line) => `${line.term} = ${line.value}`)).toEqual([
      "1 lbf = 4.44822 N",
      "1 kgf = 9.80665 N",
      "1 N = 0.224809 lbf",
      "1 N = 100,000 dyn",
      "1 kN = 224.809 lbf",
      "1 kip = 4.44822 kN",
      "1 tf = 9.80665 kN",
      "1 pdl = 0.138255 N",
    ]);
    expect(forceReference.weights[2]).toEqual({
      term: "An adult (70 kg)",
      value: "686 N (154 lbf)",
    });
  });

  it.each([
    [0.45359237, "454 g"],
    [1, "1 kg"],
    [999.4, "999 kg"],
    [1000, "1 t"],
    [0.000123, "123 mg"],
    [1e-12, "1.00e-6 mg"],
  ])("says a mass of %s kg as %s", (kilograms, text) => {
    expect(massText(kilograms)).toBe(text);
  });
});
