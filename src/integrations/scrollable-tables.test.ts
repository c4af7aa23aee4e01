import { markdownToHtml } from "satteri";
import { describe, expect, it } from "vitest";
import { scrollableTables, tableRegionName } from "./scrollable-tables";

const render = (markdown: string) =>
  markdownToHtml(markdown, { hastPlugins: [scrollableTables] }).html;
const table = "| Unit | Factor |\n| --- | --- |\n| ft | 0.3048 |\n";

describe("scrollableTables", () => {
  it("wraps each table in a focusable region named after the heading above it", () => {
    const html = render(`## Common *lengths*\n\nSome text.\n\n${table}\n### Cups\n\n${table}`);
    const regions = [...html.matchAll(/<div ([^>]*)><table>/g)].map((match) => match[1]);
    expect(regions).toEqual([
      'class="table-scroll" role="region" tabindex="0" aria-label="Table: Common lengths"',
      'class="table-scroll" role="region" tabindex="0" aria-label="Table: Cups"',
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
});
