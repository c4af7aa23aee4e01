/**
 * A Sätteri (Astro's Markdown processor) plugin for the articles and tool guides: each table goes
 * inside a region that scrolls sideways when the table is wider than a phone, that the keyboard
 * can focus to scroll it, and that is named after the heading above the table (screen readers
 * announce it as a region).
 */
import { defineHastPlugin } from "satteri";

/**
 * The region's accessible name: after the nearest heading before the table, numbered from the
 * second table of that name in the document (regions are landmarks, and landmarks need distinct
 * names). `seen` counts the names given so far in the document.
 * @example tableRegionName("Common lengths", {}) // "Table: Common lengths"
 */
export function tableRegionName(headingText: string | null, seen: Record<string, number>): string {
  const heading = headingText?.replace(/\s+/g, " ").trim() || null;
  const name = heading ?? "";
  const count = (seen[name] ?? 0) + 1;
  seen[name] = count;
  const table = count === 1 ? "Table" : `Table ${count}`;
  return name ? `${table}: ${name}` : table;
}

/**
 * The plugin; pass it to `satteri({ hastPlugins })` in astro.config.ts (MDX uses it too).
 * @example markdownToHtml("| a |\n| - |\n| 1 |", { hastPlugins: [scrollableTables] }).html // '<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>…'
 */
export const scrollableTables = defineHastPlugin({
  name: "scrollable-tables",
  before(_root, context) {
    context.data["tableRegionNames"] = {};
  },
  element: {
    filter: ["table"],
    visit(table, context) {
      const siblings = context.parent(table)?.children ?? [];
      let heading: string | null = null;
      for (let index = (context.indexOf(table) ?? 0) - 1; index >= 0 && heading === null; index--) {
        const sibling = siblings[index];
        if (sibling?.type === "element" && /^h[2-6]$/.test(sibling.tagName)) {
          heading = context.textContent(sibling);
        }
      }
      context.wrapNode(table, {
        type: "element",
        tagName: "div",
        properties: {
          className: ["table-scroll"],
          role: "region",
          tabIndex: 0,
          ariaLabel: tableRegionName(
            heading,
            context.data["tableRegionNames"] as Record<string, number>,
          ),
        },
        children: [],
      });
    },
  },
});
