import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { bmiFieldUnits } from "./field-units";
import { calculatorUnit } from "../calculator/units";
import { evaluatedUnitsModule, unitsModulePattern } from "../../integrations/evaluated-units";

describe("the BMI fields' units", () => {
  it("are the length and weight units the fields are labelled in, as the calculator knows them", () => {
    const symbols = Object.values(bmiFieldUnits).map(
      ({ measure, unit }) => calculatorUnit({ measure, key: unit })?.symbol,
    );
    expect(symbols).toEqual(["cm", "kg", "ft", "in", "lb"]);
  });

  it("reach the browser as their keys, with no unit table", () => {
    const path = fileURLToPath(new URL("./field-units.ts", import.meta.url));
    expect(unitsModulePattern.test(path)).toBe(true);
    const source = evaluatedUnitsModule(path) ?? "";
    expect(source).toContain('"unit":"foot"');
    expect(source).not.toMatch(/import|require/);
  });
});
