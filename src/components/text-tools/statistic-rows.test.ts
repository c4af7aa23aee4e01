import { describe, expect, it } from "vitest";
import { emptyStatistics, textStatistics } from "../../lib/text-tools/text-tools";
import { statisticRows } from "./statistic-rows";

describe("statisticRows", () => {
  it("lists every statistic with its label, grouped counts and minutes", () => {
    const rows = statisticRows(textStatistics("word ".repeat(1234)));
    expect(rows.map((row) => [row.label, row.value])).toEqual([
      ["Characters", "6,170"],
      ["Characters (no spaces)", "4,936"],
      ["Words", "1,234"],
      ["Sentences", "1"],
      ["Paragraphs", "1"],
      ["Lines", "1"],
      ["Reading time", "7 min"],
      ["Speaking time", "9 min"],
    ]);
  });

  it("shows zeros for empty text", () => {
    expect(statisticRows(emptyStatistics).every((row) => /^0( min)?$/.test(row.value))).toBe(true);
  });
});
