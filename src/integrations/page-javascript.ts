/**
 * What a page's JavaScript weighs, from the build's module graph (module-graph.ts): every chunk it
 * loads with the page, and the part of those bytes that is the site's own code rather than React
 * and Astro's React client. scripts/check-site.ts checks both against their budgets and writes
 * the table of docs/performance.md from the same figures.
 */
import { dynamicImportsOf, ownShare, staticClosure, type ModuleGraph } from "./module-graph.ts";

/** The JavaScript a page loads with itself. */
export interface PageJavaScript {
  /** Every file, in the order the browser needs them. */
  files: string[];
  /** All of them, gzipped (bytes). */
  gzipBytes: number;
  /** The site's own share of them, gzipped (bytes; React's packages left out, module by module). */
  ownGzipBytes: number;
  /** The chunks its code loads on demand (`import()`), not counted above. */
  onDemand: string[];
  /** The files its code refers to by URL (web workers), not counted above. */
  assets: string[];
}

/**
 * The files a page loads, given the script files its HTML names (islands' components and
 * renderers, scripts, modulepreloads), and their weight. A file the graph does not know (a script
 * that is no chunk of the browser build) counts whole as the site's own code.
 * @example pageJavaScript(graph, ["_astro/Tool.js"], (file) => sizes[file]) // { files: ["_astro/Tool.js", "_astro/react.js"], gzipBytes: 61000, ownGzipBytes: 5400, … }
 */
export function pageJavaScript(
  graph: ModuleGraph,
  entryFiles: readonly string[],
  gzipBytesOf: (file: string) => number,
): PageJavaScript {
  const outsideGraph = entryFiles.filter((file) => graph.chunks[file] === undefined);
  const files = [...new Set([...staticClosure(graph, entryFiles), ...outsideGraph])];
  let gzipBytes = 0;
  let ownGzipBytes = 0;
  for (const file of files) {
    const bytes = gzipBytesOf(file);
    const chunk = graph.chunks[file];
    gzipBytes += bytes;
    ownGzipBytes += chunk ? bytes * ownShare(chunk) : bytes;
  }
  const assets = new Set(files.flatMap((file) => graph.chunks[file]?.assets ?? []));
  return {
    files,
    gzipBytes,
    ownGzipBytes: Math.round(ownGzipBytes),
    onDemand: dynamicImportsOf(graph, files),
    assets: [...assets],
  };
}

/** One line of the table: the pages that load the very same files, named by the shortest path. */
export interface PageTypeRow {
  path: string;
  /** Every page of the type, the named one included. */
  paths: string[];
  gzipBytes: number;
  ownGzipBytes: number;
}

/**
 * One row per set of pages that load the same files (a converter and its pair pages, a tool at
 * both of its paths), named by its shortest path, heaviest first; pages without JavaScript left out.
 * @example pageTypes([["/length", js], ["/length/meters-to-feet", js]]) // [{ path: "/length", paths: ["/length", "/length/meters-to-feet"], … }]
 */
export function pageTypes(pages: Iterable<readonly [string, PageJavaScript]>): PageTypeRow[] {
  const byFiles = new Map<string, { paths: string[]; js: PageJavaScript }>();
  for (const [path, js] of pages) {
    if (js.files.length === 0) continue;
    const key = [...js.files].sort().join(" ");
    const group = byFiles.get(key);
    if (group) group.paths.push(path);
    else byFiles.set(key, { paths: [path], js });
  }
  return [...byFiles.values()]
    .map(({ paths, js }) => {
      const [path = ""] = [...paths].sort((a, b) => a.length - b.length || a.localeCompare(b));
      return {
        path,
        paths,
        gzipBytes: js.gzipBytes,
        ownGzipBytes: js.ownGzipBytes,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path));
}

const bytes = (value: number): string => value.toLocaleString("en-US");

/** " and 3 pages alike", or nothing for a page alone of its type. */
const alike = ({ paths }: PageTypeRow): string => {
  const others = paths.length - 1;
  return others === 0 ? "" : ` and ${others} ${others === 1 ? "page" : "pages"} alike`;
};

/**
 * The Markdown table of docs/performance.md: each page type's JavaScript, all of it and the site's
 * own, against their budgets.
 * @example budgetTable([{ path: "/", paths: ["/"], gzipBytes: 70000, ownGzipBytes: 8000 }], 81920, 14336)
 */
export function budgetTable(
  rows: readonly PageTypeRow[],
  totalBudget: number,
  ownBudget: number,
): string {
  const lines = rows.map((row) => [
    `\`${row.path}\`${alike(row)}`,
    bytes(row.gzipBytes),
    bytes(totalBudget - row.gzipBytes),
    bytes(row.ownGzipBytes),
    bytes(ownBudget - row.ownGzipBytes),
  ]);
  const header = ["page", "all JS", "left", "own JS", "left"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0))).join(" | ")} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(width - 1)}:`)).join(" | ")} |`;
  return [format(header), rule, ...lines.map(format)].join("\n");
}

/** The comments around the generated table in docs/performance.md. */
export const tableMarkers = {
  start: "<!-- javascript-per-page: written by `node scripts/check-site.ts --write-docs` -->",
  end: "<!-- end of javascript-per-page -->",
} as const;

/**
 * The document with the text between its table markers replaced by the table; throws if it
 * lacks the markers.
 * @example withGeneratedTable(`a\n${tableMarkers.start}\nold\n${tableMarkers.end}\nb`, "new") // "a\n<!-- … -->\n\nnew\n\n<!-- … -->\nb"
 */
export function withGeneratedTable(document: string, table: string): string {
  const start = document.indexOf(tableMarkers.start);
  const end = document.indexOf(tableMarkers.end);
  if (start === -1 || end < start) {
    throw new Error(`the document has no "${tableMarkers.start}" … "${tableMarkers.end}" pair`);
  }
  const before = document.slice(0, start + tableMarkers.start.length);
  // Blank lines around the table, as Prettier writes Markdown.
  return `${before}\n\n${table}\n\n${document.slice(end)}`;
}
