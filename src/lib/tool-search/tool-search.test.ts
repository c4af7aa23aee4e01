import { describe, expect, it } from "vitest";
import { rankTools, searchWords, toolSearchScore, type SearchableTool } from "./tool-search";
import { unitSearchWords } from "./searchable-tool";

const tool = (name: string, keywords: string[], description: string): SearchableTool => ({
  name,
  keywords,
  description,
});

describe("searchWords", () => {
  it("lowercases, drops accents and splits on symbols", () => {
    expect(searchWords("Convert °F to km/h!")).toEqual(["convert", "f", "to", "km", "h"]);
    expect(searchWords("Ångström  Café")).toEqual(["angstrom", "cafe"]);
    expect(searchWords("  ")).toEqual([]);
  });
});

describe("toolSearchScore", () => {
  const weight = tool("Weight Converter", ["stone", "lb"], "Convert kilograms and pounds.");

  it("matches the start of words only, never inside a word", () => {
    expect(toolSearchScore(["stone"], weight)).toBeGreaterThan(0);
    expect(toolSearchScore(["ston"], weight)).toBeGreaterThan(0);
    expect(toolSearchScore(["stone"], tool("Age Calculator", [], "Birthday milestones."))).toBe(0);
    expect(toolSearchScore(["one"], weight)).toBe(0);
  });

  it("weighs the name above the keywords above the description", () => {
    const byName = toolSearchScore(["weight"], tool("Weight Converter", [], ""));
    const byKeyword = toolSearchScore(["weight"], tool("BMI Calculator", ["healthy weight"], ""));
    const byDescription = toolSearchScore(["weight"], tool("BMI", [], "Height and weight."));
    expect(byName).toBeGreaterThan(byKeyword);
    expect(byKeyword).toBeGreaterThan(byDescription);
    expect(byDescription).toBeGreaterThan(0);
  });

  it("needs every word of the query", () => {
    expect(toolSearchScore(["convert", "pounds"], weight)).toBeGreaterThan(0);
    expect(toolSearchScore(["convert", "miles"], weight)).toBe(0);
  });
});

describe("rankTools", () => {
  it("returns every tool, in order, for an empty query", () => {
    const list = [tool("BMI Calculator", [], ""), tool("Age Calculator", [], "")];
    expect(rankTools("  ", list)).toEqual(list);
  });

  it("puts better matches first and keeps the list's order among equals", () => {
    const list = [
      tool("BMI Calculator", ["healthy weight"], ""),
      tool("Age Calculator", [], "weight of years"),
      tool("Weight Converter", [], ""),
    ];
    expect(rankTools("weight", list).map((item) => item.name)).toEqual([
      "Weight Converter",
      "BMI Calculator",
      "Age Calculator",
    ]);
  });
});

describe("unitSearchWords", () => {
  it("holds the names, plurals and aliases of a measure's units", () => {
    expect(unitSearchWords("weight")).toEqual(expect.arrayContaining(["stone", "stones", "kg"]));
    expect(unitSearchWords("data-storage")).toContain("kib");
  });
});
