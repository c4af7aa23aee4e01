import { describe, expect, it } from "vitest";
import {
  caseStyleNames,
  emptyAnalysis,
  emptyStatistics,
  emptyViewOutputs,
  toolNamesFor,
  transformNames,
} from "./catalog";
import { analyzeText, caseConversions, textTransforms, viewOutputs } from "./text-tools";

describe("text tool catalog", () => {
  it("names the eight case styles and eight transforms of the spec", () => {
    expect(caseStyleNames.map((tool) => tool.label)).toEqual([
      "UPPER CASE",
      "lower case",
      "Title Case",
      "Sentence case",
      "camelCase",
      "PascalCase",
      "snake_case",
      "kebab-case",
    ]);
    expect(transformNames.map((tool) => tool.label)).toEqual([
      "Reverse Text",
      "Reverse Words",
      "Remove Extra Spaces",
      "Remove Punctuation",
      "Remove Numbers",
      "Extract Numbers",
      "Extract Emails",
      "Extract URLs",
    ]);
  });

  it("lists the same tools, in the same order, as the library runs", () => {
    expect(toolNamesFor("case").map((tool) => tool.id)).toEqual(
      caseConversions.map((tool) => tool.id),
    );
    expect(toolNamesFor("transform").map((tool) => tool.id)).toEqual(
      textTransforms.map((tool) => tool.id),
    );
    expect(toolNamesFor("stats")).toEqual([]);
  });

  it("gives exactly what the library computes for empty text", () => {
    for (const view of ["case", "transform", "stats"] as const) {
      expect(emptyViewOutputs(view)).toEqual(viewOutputs("", view));
    }
    expect(analyzeText("")).toEqual(emptyAnalysis);
    expect(emptyAnalysis.statistics).toBe(emptyStatistics);
  });
});
