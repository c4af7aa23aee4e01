import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { imperialBmiFactor, kilogramsPerPound, metresPerInch } from "./bmi-factors";
import { evaluatedUnitsModule, unitsModulePattern } from "../integrations/evaluated-units";

describe("BMI's unit factors", () => {
  it("come from the pound and inch definitions", () => {
    expect(kilogramsPerPound).toBe(0.45359237);
    expect(metresPerInch).toBe(0.0254);
    expect(imperialBmiFactor).toBeCloseTo(0.45359237 / 0.0254 ** 2, 12);
  });

  it("reach the browser as the same numbers, with no unit table", () => {
    const path = fileURLToPath(new URL("./bmi-factors.ts", import.meta.url));
    // The build evaluates the modules whose path it knows: moving this file must move the pattern.
    expect(unitsModulePattern.test(path)).toBe(true);
    const source = evaluatedUnitsModule(path) ?? "";
    expect(source).toContain(`export const kilogramsPerPound = ${kilogramsPerPound};`);
    expect(source).toContain(`export const metresPerInch = ${metresPerInch};`);
    expect(source).toContain(`export const imperialBmiFactor = ${imperialBmiFactor};`);
    expect(source).not.toMatch(/import|require/);
  });
});
