/**
 * A Sätteri (Astro's Markdown processor) plugin for the articles and tool guides: each table goes
 * inside a region that scrolls sideways when the table is wider than a phone, that the keyboard
 * can focus to scroll it, and that is named after the heading above the table (screen readers
 * announce it as a region). In a cell, a long run of digits, symbols or code ("1.3558179483314004",
 * "the_quick_brown_fox", "theQuickBrownFox") may break anywhere, so that a table of two or three columns narrows to
 * a phone's width without breaking a word; words still break only between them.
 */
import type { ElementContent } from "hast";
import { defineHastPlugin } from "satteri";

/**
 * A run without spaces this long may break anywhere in a cell, unless it is a word: letters,
 * hyphens and punctuation, with no capital inside (camelCase is code).
 */
const longRunLength = 10;

/**
 * A cell's text split so that each long run of digits or symbols is a piece of its own.
 * @example longRuns("1 lbf·ft = 1.3558179483314004 N·m") // ["1 lbf·ft = ", { run: "1.3558179483314004" }, " N·m"]
 */
export function longRuns(text: string): (string | { run: string })[] {
  const pieces: (string | { run: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const run = match[0];
    const word = /^[\p{L}'’().,:;!?-]+$/u.test(run) && !/\p{Ll}\p{Lu}/u.test(run);
    if (run.length < longRunLength || word) continue;
    if (match.index > last) pieces.push(text.slice(last, match.index));
    pieces.push({ run });
    last = match.index + run.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}

/** The focus ring's classes, which pages already carry (cheaper inline than a rule of its own). */
const focusRing = [
  "focus-visible:outline-2",
  "focus-visible:outline-offset-2",
  "focus-visible:outline-brand",
];

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
 * @example markdownToHtml("| a |\n| - |\n| 1 |", { hastPlugins: [scrollableTables] }).html // '<div class="table-scroll focus-visible:outline-2 …" role="region" tabindex="0" aria-label="Table"><table>…'
 */
export const scrollableTables = defineHastPlugin({
  name: "scrollable-tables",
  before(_root, context) {
    context.data["tableRegionNames"] = {};
  },
  text(text, context) {
    let parent = context.parent(text);
    while (parent?.type === "element" && !["td", "th"].includes(parent.tagName)) {
      parent = context.parent(parent);
    }
    if (parent?.type !== "element") return;
    const pieces = longRuns(text.value);
    if (!pieces.some((piece) => typeof piece !== "string")) return;
    context.replaceNode(
      text,
      pieces.map((piece): ElementContent =>
        typeof piece === "string"
          ? { type: "text", value: piece }
          : {
              type: "element",
              tagName: "span",
              properties: { className: ["wrap-anywhere"] },
              children: [{ type: "text", value: piece.run }],
            },
      ),
    );
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
          className: ["table-scroll", ...focusRing],
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
