import { describe, expect, it } from "vitest";
import { preloadRoots, withPreloadList, withPreloads } from "./island-preload";
import type { GraphChunk, ModuleGraph } from "./module-graph";

const chunk = (file: string, parts: Partial<GraphChunk> = {}): GraphChunk => ({
  file,
  imports: [],
  dynamicImports: [],
  assets: [],
  modules: [],
  ...parts,
});
const module = (source: string) => ({ source, package: null, gzipBytes: 100 });

const graph: ModuleGraph = {
  chunks: {
    "_astro/client.js": chunk("_astro/client.js", { imports: ["_astro/react.js"] }),
    "_astro/react.js": chunk("_astro/react.js"),
    "_astro/Tool.js": chunk("_astro/Tool.js", {
      imports: ["_astro/react.js", "_astro/ui.js"],
      dynamicImports: ["_astro/length.js"],
      modules: [module("src/components/Tool.tsx")],
    }),
    "_astro/ui.js": chunk("_astro/ui.js"),
    "_astro/length.js": chunk("_astro/length.js", {
      imports: ["_astro/units.js"],
      modules: [module("src/lib/measures/length/converter.ts")],
    }),
    "_astro/units.js": chunk("_astro/units.js", {
      modules: [module("src/lib/measures/length/units.ts")],
    }),
  },
};

const island = (client: string) =>
  `<astro-island component-url="/_astro/Tool.js" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

describe("the modules a page preloads", () => {
  it("are its load-time islands' renderer and component with their static imports, not import()", () => {
    expect(withPreloads(island("afterpaint"), graph, "/")).toContain(
      'data-preload="/_astro/client.js /_astro/react.js /_astro/Tool.js /_astro/ui.js"',
    );
  });

  it("leave out islands that hydrate later", () => {
    expect(preloadRoots(island("visible"), graph)).toEqual([]);
    expect(withPreloads(island("visible"), graph, "/")).toBe(island("visible"));
  });

  it("add the chunk of a module that data-preload-source names, with its static imports, and write its URL in its place", () => {
    const html = `${island("afterpaint")}<div data-preload-source="src/lib/measures/length/converter.ts" class="x"></div>`;
    const page = withPreloads(html, graph, "/");
    expect(page).toContain(
      'data-preload="/_astro/client.js /_astro/react.js /_astro/Tool.js /_astro/ui.js /_astro/length.js /_astro/units.js"',
    );
    expect(page).toContain('<div data-module="/_astro/length.js" class="x"></div>');
    expect(page).not.toContain("data-preload-source");
  });

  it("preload a named module even on a page whose islands hydrate later, in the head", () => {
    const html = `<head><meta name="viewport" content="x"></head>${island("visible")}<p data-preload-source="src/lib/measures/length/units.ts"></p>`;
    expect(withPreloads(html, graph, "/")).toBe(
      `<head><meta name="viewport" content="x"><link rel="modulepreload" href="/_astro/units.js"></head>${island("visible")}<p data-module="/_astro/units.js"></p>`,
    );
  });

  it("stop the build when no chunk contains the named module", () => {
    expect(() =>
      withPreloads('<div data-preload-source="src/lib/nowhere.ts"></div>', graph, "/"),
    ).toThrow(/data-preload-source="src\/lib\/nowhere.ts": no chunk of the browser build/);
  });

  it("are URLs under the site's base", () => {
    expect(withPreloads(island("afterpaint"), graph, "/tools/")).toContain(
      'data-preload="/tools/_astro/client.js',
    );
  });
});

describe("where the list goes", () => {
  it("on the first after-paint island, which requests the modules after the first paint", () => {
    const html =
      '<head><meta name="viewport" content="x"></head><astro-island uid="1" client="visible"></astro-island><astro-island uid="2" client="afterpaint"></astro-island><astro-island uid="3" client="afterpaint"></astro-island>';
    const updated = withPreloadList(html, ["/_astro/a.js", "/_astro/b.js"]);
    expect(updated).toContain(
      '<astro-island data-preload="/_astro/a.js /_astro/b.js" uid="2" client="afterpaint">',
    );
    expect(updated.match(/data-preload/g)).toHaveLength(1);
    expect(updated).not.toContain("modulepreload");
  });

  it("in the head, as modulepreload links, when no island waits for the first paint", () => {
    const html =
      '<head><meta name="viewport" content="x"><title>t</title></head><astro-island client="load"></astro-island>';
    expect(withPreloadList(html, ["/_astro/a.js"])).toBe(
      '<head><meta name="viewport" content="x"><link rel="modulepreload" href="/_astro/a.js"><title>t</title></head><astro-island client="load"></astro-island>',
    );
  });
});
