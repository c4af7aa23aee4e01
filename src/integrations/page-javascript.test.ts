import { describe, expect, it } from "vitest";
import type { GraphChunk, ModuleGraph } from "./module-graph";
import {
  budgetTable,
  pageJavaScript,
  pageTypes,
  tableMarkers,
  withGeneratedTable,
} from "./page-javascript";

const chunk = (file: string, parts: Partial<GraphChunk> = {}): GraphChunk => ({
  file,
  imports: [],
  dynamicImports: [],
  assets: [],
  modules: [],
  ...parts,
});

const graph: ModuleGraph = {
  chunks: {
    "_astro/Tool.js": chunk("_astro/Tool.js", {
      imports: ["_astro/mixed.js", "_astro/react.js"],
      dynamicImports: ["_astro/List.js"],
      assets: ["_astro/worker.js"],
      modules: [{ source: "src/Tool.tsx", package: null, gzipBytes: 10 }],
    }),
    "_astro/mixed.js": chunk("_astro/mixed.js", {
      modules: [
        { source: "src/ui.ts", package: null, gzipBytes: 300 },
        { source: "node_modules/react/index.js", package: "react", gzipBytes: 100 },
      ],
    }),
    "_astro/react.js": chunk("_astro/react.js", {
      modules: [
        { source: "node_modules/react-dom/client.js", package: "react-dom", gzipBytes: 900 },
        {
          source: "node_modules/@astrojs/react/client.js",
          package: "@astrojs/react",
          gzipBytes: 9,
        },
      ],
    }),
    "_astro/List.js": chunk("_astro/List.js", { imports: ["_astro/mixed.js"] }),
  },
};
const sizes: Record<string, number> = {
  "_astro/Tool.js": 1000,
  "_astro/mixed.js": 2000,
  "_astro/react.js": 60000,
  "_astro/inline-entry.js": 500,
};
const gzipBytesOf = (file: string) => sizes[file] ?? 0;

describe("a page's JavaScript", () => {
  const js = pageJavaScript(graph, ["_astro/Tool.js"], gzipBytesOf);

  it("is every chunk it loads with the page, and their bytes", () => {
    expect(js.files).toEqual(["_astro/Tool.js", "_astro/mixed.js", "_astro/react.js"]);
    expect(js.gzipBytes).toBe(63000);
  });

  it("counts React's modules out of the site's own bytes, module by module in a mixed chunk", () => {
    // Tool.js all its own; mixed.js three quarters (300 of 400); react.js none.
    expect(js.ownGzipBytes).toBe(1000 + 1500);
  });

  it("reports what loads later apart: chunks loaded on demand and web workers", () => {
    expect(js.onDemand).toEqual(["_astro/List.js"]);
    expect(js.assets).toEqual(["_astro/worker.js"]);
  });

  it("counts a script the graph does not know whole, as the site's own", () => {
    const withScript = pageJavaScript(graph, ["_astro/inline-entry.js"], gzipBytesOf);
    expect(withScript).toMatchObject({
      files: ["_astro/inline-entry.js"],
      gzipBytes: 500,
      ownGzipBytes: 500,
    });
  });

  it("is nothing for a page without scripts", () => {
    expect(pageJavaScript(graph, [], gzipBytesOf)).toMatchObject({ files: [], gzipBytes: 0 });
  });
});

describe("page types", () => {
  const js = pageJavaScript(graph, ["_astro/Tool.js"], gzipBytesOf);
  const other = pageJavaScript(graph, ["_astro/inline-entry.js"], gzipBytesOf);
  const none = pageJavaScript(graph, [], gzipBytesOf);
  const types = pageTypes([
    ["/length/meters-to-feet", js],
    ["/measurement/length-converter", js],
    ["/length", js],
    ["/blogs", other],
    ["/about-us", none],
  ]);

  it("group the pages that load the same files under the shortest path, heaviest first, without pages of no JavaScript", () => {
    expect(types.map(({ path, paths }) => [path, paths.length])).toEqual([
      ["/length", 3],
      ["/blogs", 1],
    ]);
  });

  it("make the table of docs/performance.md, in the shape Prettier keeps", () => {
    expect(budgetTable(types, 81920, 14336)).toBe(
      [
        "| page                        | all JS |   left | own JS |   left |",
        "| --------------------------- | -----: | -----: | -----: | -----: |",
        "| `/length` and 2 pages alike | 63,000 | 18,920 |  2,500 | 11,836 |",
        "| `/blogs`                    |    500 | 81,420 |    500 | 13,836 |",
      ].join("\n"),
    );
  });

  it("replace the table between the document's markers, and nothing else", () => {
    const document = `# Doc\n\n${tableMarkers.start}\n| old |\n${tableMarkers.end}\n\nAfter.\n`;
    expect(withGeneratedTable(document, "| new |")).toBe(
      `# Doc\n\n${tableMarkers.start}\n\n| new |\n\n${tableMarkers.end}\n\nAfter.\n`,
    );
    expect(() => withGeneratedTable("# Doc\n", "| new |")).toThrow(/no "<!-- javascript-per-page/);
  });
});
