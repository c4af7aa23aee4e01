import { describe, expect, it } from "vitest";
import { getTool, homeGridTools, nonCanonicalPaths, tools } from "./tools";
import { converterIds } from "./lib/measures";
import { measureAbouts } from "./lib/measures/page-parts";

describe("the tool registry", () => {
  it("lists the home grid's 20 tools at the spec's paths, in the spec's order", () => {
    expect(homeGridTools.map((tool) => tool.routePath)).toEqual([
      "/health/bmi-calculator",
      "/time/age-calculator",
      "/financial/currency-converter",
      "/financial/percentage-calculator",
      "/measurement/length-converter",
      "/measurement/weight-converter",
      "/measurement/temperature-converter",
      "/measurement/volume-converter",
      "/technical/color-converter",
      "/technical/number-base-converter",
      "/technical/data-storage-converter",
      "/tools/text-tools",
      "/time/timezone-converter",
      "/measurement/speed-converter",
      "/measurement/area-converter",
      "/advanced/energy-converter",
      "/advanced/power-converter",
      "/advanced/pressure-converter",
      "/advanced/angle-converter",
      "/specialized/fuel-economy-converter",
    ]);
    // Each place once, counted from 1 without a gap.
    expect(homeGridTools.map((tool) => tool.homeGridPlace)).toEqual(
      homeGridTools.map((_tool, index) => index + 1),
    );
  });

  it("has every measure's tool, and the tools outside the grid last", () => {
    // Each measure's tool is its measure object's, at the path its pair pages live under.
    for (const id of converterIds) {
      expect(getTool(id)).toBe(measureAbouts[id].tool);
      expect(getTool(id).canonicalPath).toBe(`/${id}`);
    }
    // The measures added after the spec's twenty are off the grid, in the list's order.
    const gridIds = new Set(homeGridTools.map((tool) => tool.id));
    expect(tools.map((tool) => tool.id)).toEqual([
      ...gridIds,
      "cooking",
      "calculator",
      ...converterIds.filter((id) => !gridIds.has(id)),
    ]);
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
  });

  it("keeps the route-table paths that are not canonical out of the canonical set", () => {
    expect(nonCanonicalPaths()).toContain("/measurement/length-converter");
    expect(nonCanonicalPaths()).not.toContain("/time/age-calculator");
  });
});
