import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { volumeConverter } from "./converter";
import {
  kitchenFractionText,
  kitchenMeasureText,
  kitchenScale,
  kitchenStepTeaspoons,
  volumeKitchenText,
  type KitchenScale,
} from "./kitchen-measures";

const volume = volumeConverter;
const scale = kitchenScale(volume.units, volume.convert) as KitchenScale;

/** The kitchen line of the volume converter's result, from the typed value. */
function lineOfResult(value: number, from: string, to: string): string | null {
  return volumeKitchenText(volume, value, from, to);
}

/** The amount a kitchen line stands for, in teaspoons: "≈ 1 1/3 cups + 1 tbsp" → 67. */
function teaspoonsOfLine(line: string): number {
  const perSymbol = new Map([
    ["cup", scale.teaspoonsPer.cup],
    ["cups", scale.teaspoonsPer.cup],
    ["tbsp", scale.teaspoonsPer.tablespoon],
    ["tsp", scale.teaspoonsPer.teaspoon],
  ]);
  return line
    .replace("≈ ", "")
    .split(" + ")
    .reduce((total, term) => {
      const match = /^(?:(\d+) )?(?:(\d+)\/(\d+) )?(\w+)$/.exec(
        term.replace(/^(\d+)\/(\d+) /, "0 $1/$2 "),
      );
      const perUnit = perSymbol.get(match?.[4] ?? "");
      if (!match || perUnit === undefined) throw new Error(`Not a kitchen term: ${term}`);
      const fraction = match[2] ? Number(match[2]) / Number(match[3]) : 0;
      return total + (Number(match[1] ?? 0) + fraction) * perUnit;
    }, 0);
}

describe("kitchen measures", () => {
  it("takes its scale from the unit definitions: 1 cup = 16 tbsp = 48 tsp", () => {
    expect(scale.teaspoonsPer).toEqual({ cup: 48, tablespoon: 3, teaspoon: 1 });
    expect(scale.symbols).toEqual({ cup: "cup", tablespoon: "tbsp", teaspoon: "tsp" });
  });

  it("shows 1 to 16 tablespoons in cups as a measuring set measures them", () => {
    const lines = Array.from({ length: 16 }, (_, index) =>
      lineOfResult(index + 1, "tablespoon", "cup"),
    );
    expect(lines).toEqual([
      "1 tbsp",
      "1/8 cup",
      "1/8 cup + 1 tbsp",
      "1/4 cup",
      "1/4 cup + 1 tbsp",
      "1/4 cup + 2 tbsp",
      "1/4 cup + 3 tbsp",
      "1/2 cup",
      "1/2 cup + 1 tbsp",
      "1/2 cup + 2 tbsp",
      "2/3 cup + 1 tsp",
      "3/4 cup",
      "3/4 cup + 1 tbsp",
      "3/4 cup + 2 tbsp",
      "3/4 cup + 3 tbsp",
      null,
    ]);
  });

  it("shows 1 to 48 teaspoons in cups exactly, each line worth its amount", () => {
    const lines = Array.from({ length: 48 }, (_, index) =>
      lineOfResult(index + 1, "teaspoon", "cup"),
    );
    expect(lines.slice(0, 24)).toEqual([
      "1 tsp",
      "2 tsp",
      "1 tbsp",
      "1 tbsp + 1 tsp",
      "1 tbsp + 2 tsp",
      "1/8 cup",
      "1/8 cup + 1 tsp",
      "1/8 cup + 2 tsp",
      "1/8 cup + 1 tbsp",
      "1/8 cup + 1 tbsp + 1 tsp",
      "1/8 cup + 1 tbsp + 2 tsp",
      "1/4 cup",
      "1/4 cup + 1 tsp",
      "1/4 cup + 2 tsp",
      "1/4 cup + 1 tbsp",
      "1/3 cup",
      "1/3 cup + 1 tsp",
      "1/4 cup + 2 tbsp",
      "1/3 cup + 1 tbsp",
      "1/3 cup + 1 tbsp + 1 tsp",
      "1/4 cup + 3 tbsp",
      "1/3 cup + 2 tbsp",
      "1/3 cup + 2 tbsp + 1 tsp",
      "1/2 cup",
    ]);
    expect(lines.slice(24)).toEqual([
      "1/2 cup + 1 tsp",
      "1/2 cup + 2 tsp",
      "1/2 cup + 1 tbsp",
      "1/2 cup + 1 tbsp + 1 tsp",
      "1/2 cup + 1 tbsp + 2 tsp",
      "1/2 cup + 2 tbsp",
      "1/2 cup + 2 tbsp + 1 tsp",
      "2/3 cup",
      "2/3 cup + 1 tsp",
      "2/3 cup + 2 tsp",
      "2/3 cup + 1 tbsp",
      "3/4 cup",
      "3/4 cup + 1 tsp",
      "2/3 cup + 2 tbsp",
      "3/4 cup + 1 tbsp",
      "3/4 cup + 1 tbsp + 1 tsp",
      "2/3 cup + 3 tbsp",
      "3/4 cup + 2 tbsp",
      "3/4 cup + 2 tbsp + 1 tsp",
      "3/4 cup + 2 tbsp + 2 tsp",
      "3/4 cup + 3 tbsp",
      "3/4 cup + 3 tbsp + 1 tsp",
      "3/4 cup + 3 tbsp + 2 tsp",
      null,
    ]);
    lines.forEach((line, index) => {
      if (line !== null) expect(teaspoonsOfLine(line)).toBe(index + 1);
    });
  });

  it("says ≈ only when rounded, and cups in the plural above one", () => {
    expect(kitchenFractionText(0.33814, "cup", scale)).toBe("≈ 1/3 cup");
    expect(kitchenFractionText(1.5, "cup", scale)).toBe("1 1/2 cups");
    expect(kitchenFractionText(1.0625, "cup", scale)).toBe("1 cup + 1 tbsp");
    expect(kitchenFractionText(0.5, "cup", scale)).toBe("1/2 cup");
    expect(kitchenFractionText(1.99, "cup", scale, "1.99 cup")).toBe("≈ 2 cups");
    expect(kitchenFractionText(2, "cup", scale)).toBeNull();
    expect(kitchenFractionText(1.98, "tablespoon", scale)).toBe("≈ 2 tbsp");
    expect(kitchenFractionText(5.5, "teaspoon", scale)).toBe("5 1/2 tsp");
  });

  it("gives amounts below 1/8 cup in tablespoons and teaspoons, to 1/8 tsp", () => {
    expect(kitchenFractionText(0.047, "cup", scale)).toBe("≈ 2 1/4 tsp");
    expect(kitchenFractionText(1.5, "tablespoon", scale)).toBe("1 tbsp + 1 1/2 tsp");
    expect(kitchenFractionText(0.25, "tablespoon", scale)).toBe("3/4 tsp");
    expect(kitchenMeasureText(0.01, "cup", scale)).toBeNull();
  });

  it("shows 1/3 cup in tablespoons as measuring spoons give it: 5 tbsp + 1 tsp", () => {
    expect(lineOfResult(1 / 3, "cup", "tablespoon")).toBe("5 tbsp + 1 tsp");
    expect(lineOfResult(1, "liter", "cup")).toBe("≈ 4 1/4 cups");
  });

  it("is never further from the amount than half its step, and exact without ≈", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 60, noNaN: true }),
          fc.double({ min: 0, max: 1e5, noNaN: true }),
          fc.integer({ min: 1, max: 4000 }).map((eighths) => eighths / 8),
        ),
        fc.constantFrom("cup", "tablespoon", "teaspoon" as const),
        (teaspoons, unit) => {
          const line = kitchenMeasureText(teaspoons, unit, scale);
          if (line === null) return;
          const shown = teaspoonsOfLine(line);
          if (line.startsWith("≈ ")) {
            const step = kitchenStepTeaspoons(teaspoons, scale);
            expect(Math.abs(shown - teaspoons)).toBeLessThanOrEqual(step / 2 + 1e-9 * teaspoons);
          } else {
            expect(shown).toBeCloseTo(teaspoons, 9);
          }
        },
      ),
    );
  });

  it("steps by 1/8 tsp below 1/8 cup, by 1 tsp below a cup and by 1 tbsp from a cup", () => {
    expect(kitchenStepTeaspoons(5.9, scale)).toBe(1 / 8);
    expect(kitchenStepTeaspoons(6, scale)).toBe(1);
    expect(kitchenStepTeaspoons(48, scale)).toBe(3);
  });
});
