import { describe, expect, it } from "vitest";
import { islandModules, withPreloadList } from "./island-preload";

const chunks: Record<string, string> = {
  "/_astro/client.js": 'import{a}from"./core.js";export{a as default}',
  "/_astro/Tool.js":
    'import"./core.js";import{b}from"./units.js";const later=()=>import("./List.js")',
  "/_astro/core.js": "export const a=1",
  "/_astro/units.js": "export const b=2",
};
const readChunk = (url: string) => Promise.resolve(chunks[url] ?? null);

describe("the modules of a page's load-time islands", () => {
  it("follows static imports from each island's renderer and component, not import()", async () => {
    const html =
      '<astro-island component-url="/_astro/Tool.js" renderer-url="/_astro/client.js" client="afterpaint"></astro-island>';
    expect(await islandModules(html, readChunk)).toEqual([
      "/_astro/client.js",
      "/_astro/core.js",
      "/_astro/Tool.js",
      "/_astro/units.js",
    ]);
  });

  it("leaves out islands that hydrate later", async () => {
    const html =
      '<astro-island component-url="/_astro/Tool.js" renderer-url="/_astro/client.js" client="visible"></astro-island>';
    expect(await islandModules(html, readChunk)).toEqual([]);
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
