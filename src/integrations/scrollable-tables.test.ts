import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";
import { longRuns, scrollableTables, tableRegionName } from "./scrollable-tables";

const render = (markdown: string) =>
  markdownToHtml(markdown, { hastPlugins: [scrollableTables] }).html;
const regionClass =
  "table-scroll focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const table = "| Unit | Factor |\n| --- | --- |\n| ft | 0.3048 |\n";

describe("scrollableTables", () => {
  it("wraps each table in a focusable region named after the heading above it", () => {
    const html = render(`## Common *lengths*\n\nSome text.\n\n${table}\n### Cups\n\n${table}`);
    const regions = [...html.matchAll(/<div ([^>]*)><table>/g)].map((match) => match[1]);
    expect(regions).toEqual([
      `class="${regionClass}" role="region" tabindex="0" aria-label="Table: Common lengths"`,
      `class="${regionClass}" role="region" tabindex="0" aria-label="Table: Cups"`,
    ]);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
  });

  it("numbers tables under the same heading, and names a table without one", () => {
    expect(render(`## Factors\n\n${table}\n${table}`)).toContain('aria-label="Table 2: Factors"');
    expect(render(table)).toContain('aria-label="Table"');
    const seen = {};
    expect([tableRegionName(null, seen), tableRegionName("  ", seen)]).toEqual([
      "Table",
      "Table 2",
    ]);
  });

  it("lets a long number or code in a cell break anywhere, and words only between them", () => {
    const html = render(
      "| Unit | In N·m | Use |\n| --- | --- | --- |\n| pound-force foot | 1.3558179483314004 | US specifications |\n| snake | the_quick_brown_fox | 1,000 |\n",
    );
    expect(html).toContain('<td><span class="wrap-anywhere">1.3558179483314004</span></td>');
    expect(html).toContain('<td><span class="wrap-anywhere">the_quick_brown_fox</span></td>');
    expect(html).toContain("<td>pound-force foot</td>");
    expect(html).toContain("<td>US specifications</td>");
    expect(render("1.3558179483314004 outside a table")).not.toContain("wrap-anywhere");
    expect(longRuns("1 lbf·ft = 1.3558179483314004 N·m")).toEqual([
      "1 lbf·ft = ",
      { run: "1.3558179483314004" },
      " N·m",
    ]);
    expect(longRuns("specifications (kgf·cm)")).toEqual(["specifications (kgf·cm)"]);
    expect(longRuns("theQuickBrownFox Newton-meters")).toEqual([
      { run: "theQuickBrownFox" },
      " Newton-meters",
    ]);
  });
});
