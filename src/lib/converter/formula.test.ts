import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { converterIds, evaluateConversion, findUnit } from "../measures";
import { converters } from "../measures/all";
import { conversionFormula, decimalText, formulaSymbol } from "./formula";
import { numberPart } from "../precision";

/** The formula as the page shows it at Auto precision. */
function formulaOf(id: keyof typeof converters, value: number, from: string, to: string) {
  const config = converters[id];
  const outcome = evaluateConversion(config, String(value), from, to);
  const unit = findUnit(config, to);
  if (outcome.status !== "result" || !unit) throw new Error("no result");
  return conversionFormula(config, value, from, to, numberPart(outcome.resultText, unit.symbol));
}

/** Evaluates a formula's left-hand side the way a person would: the arithmetic in its text. */
function evaluateByHand(formula: string, fromSymbol: string): number {
  const [left = ""] = formula.split(" = ");
  const expression = left
    .replace(fromSymbol === "°" ? "°" : ` ${formulaSymbol(fromSymbol)}`, "")
    .replace(/×/g, "*")
    .replace(/÷/g, "/")
    .replace(/−/g, "-");
  if (!/^[\d\s()*/+\-.]+$/.test(expression)) throw new Error(`not arithmetic: ${expression}`);
  return Function(`"use strict"; return (${expression});`)() as number;
}

describe("conversionFormula", () => {
  it("writes the issue's four examples", () => {
    expect(formulaOf("length", 10, "meter", "foot")).toBe("10 m ÷ 0.3048 = 32.808399 ft");
    expect(formulaOf("weight", 1, "kilogram", "pound")).toBe("1 kg ÷ 0.45359237 = 2.204623 lb");
    expect(formulaOf("temperature", 37, "celsius", "fahrenheit")).toBe(
      "(37 °C × 9/5) + 32 = 98.60 °F",
    );
    expect(formulaOf("fuel-economy", 30, "mpg_us", "l_per_100km")).toBe(
      "235.2145833 ÷ 30 = 7.84 L/100 km",
    );
  });

  it("writes every temperature pair with the converter's own constants", () => {
    expect(formulaOf("temperature", 98.6, "fahrenheit", "celsius")).toBe(
      "(98.6 °F − 32) × 5/9 = 37.00 °C",
    );
    expect(formulaOf("temperature", 37, "celsius", "kelvin")).toBe("37 °C + 273.15 = 310.15 K");
    expect(formulaOf("temperature", 310.15, "kelvin", "celsius")).toBe(
      "310.15 K − 273.15 = 37.00 °C",
    );
    expect(formulaOf("temperature", 310.15, "kelvin", "fahrenheit")).toBe(
      "(310.15 K × 9/5) − 459.67 = 98.60 °F",
    );
    expect(formulaOf("temperature", 98.6, "fahrenheit", "kelvin")).toBe(
      "(98.6 °F + 459.67) × 5/9 = 310.15 K",
    );
    expect(formulaOf("temperature", -40, "celsius", "fahrenheit")).toBe(
      "(-40 °C × 9/5) + 32 = -40.00 °F",
    );
  });

  it("writes fuel economy through litres per 100 km, as the converter computes it", () => {
    expect(formulaOf("fuel-economy", 20, "km_per_l", "l_per_100km")).toBe("100 ÷ 20 = 5 L/100 km");
    expect(formulaOf("fuel-economy", 30, "mpg_us", "km_per_l")).toBe(
      "100 ÷ (235.2145833 ÷ 30) = 12.75 km/L",
    );
    expect(formulaOf("fuel-economy", 30, "mpg_us", "mpg_imperial")).toBe(
      "282.4809363 ÷ (235.2145833 ÷ 30) = 36.03 mpg (UK)",
    );
  });

  it("writes angles, data and the other linear measures with their factors", () => {
    expect(formulaOf("angle", 90, "degree", "radian")).toBe(
      "90° ÷ 57.29577951308232 = 1.570796 rad",
    );
    expect(formulaOf("angle", 180, "degree", "gradian")).toBe("180° × 10/9 = 200 gon");
    expect(formulaOf("data-storage", 1, "gigabyte", "megabyte")).toBe("1 GB × 1024 = 1024 MB");
    expect(formulaOf("pressure", 1, "psi", "bar")).toBe("1 psi × 0.06894757293 = 0.0689476 bar");
    expect(formulaOf("volume", 2, "cup", "milliliter")).toBe("2 cup × 236.5882365 = 473.176473 mL");
    expect(formulaOf("length", 5, "meter", "meter")).toBe("5 m = 5 m");
  });

  it("gives, done by hand, the result shown, for every converter and unit pair", () => {
    for (const id of converterIds) {
      const config = converters[id];
      const keys = config.units.map((unit) => unit.key);
      fc.assert(
        fc.property(
          fc.double({ min: 0.01, max: 1e5, noNaN: true }),
          fc.constantFrom(...keys),
          fc.constantFrom(...keys),
          (raw, from, to) => {
            const value = Number(raw.toPrecision(6));
            const result = config.convert(value, from, to);
            const target = findUnit(config, to);
            if (result === null || !target) return;
            const formula = conversionFormula(config, value, from, to, String(result));
            expect(formula, `${id} ${from} → ${to}`).not.toBeNull();
            const byHand = evaluateByHand(formula ?? "", findUnit(config, from)?.symbol ?? "");
            expect(Math.abs(byHand - result)).toBeLessThanOrEqual(Math.abs(result) * 1e-9);
          },
        ),
        { numRuns: 150 },
      );
    }
  });
});

describe("formula helpers", () => {
  it("print numbers without exponents", () => {
    expect(decimalText(0.3048)).toBe("0.3048");
    expect(decimalText(1e-7)).toBe("0.0000001");
    expect(decimalText(1.5e-9)).toBe("0.0000000015");
    expect(decimalText(1e21)).toBe("1000000000000000000000");
    expect(decimalText(-2.5e-7)).toBe("-0.00000025");
  });

  it("keep a number inside a unit symbol apart from its unit", () => {
    expect(formulaSymbol("L/100km")).toBe("L/100 km");
    expect(formulaSymbol("ft²")).toBe("ft²");
    expect(formulaSymbol("mpg (US)")).toBe("mpg (US)");
  });
});
