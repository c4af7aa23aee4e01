import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import {
  isWholeGraphModule,
  onDemandImports,
  staticGraphFiles,
  wholeGraphImports,
  wholeGraphModule,
} from "./on-demand-chunks";

function found(code: string) {
  return onDemandImports(parseAst(code)).map(({ specifier, start, end }) => ({
    specifier,
    written: code.slice(start, end),
  }));
}

describe("onDemandImports", () => {
  it("finds each import() of a relative path written as a string, in the order written", () => {
    const code = [
      'const list = () => import("./ListPanel").then((module) => module.default);',
      "export const parts = { words: () => import('../names'), about: () => import(`./about`) };",
    ].join("\n");
    expect(found(code)).toEqual([
      { specifier: "./ListPanel", written: '"./ListPanel"' },
      { specifier: "../names", written: "'../names'" },
      { specifier: "./about", written: "`./about`" },
    ]);
  });

  it("leaves imports of packages, of computed URLs and static imports alone", () => {
    const code = [
      'import { a } from "./a";',
      'export { b } from "./b";',
      'const c = import("react");',
      "const d = (url) => import(/* @vite-ignore */ url);",
      "const e = import(`./parts/${name}.js`);",
    ].join("\n");
    expect(found(code)).toEqual([]);
  });

  it("finds imports nested in functions, conditions and calls", () => {
    const code = "if (x) { void Promise.all([import('./one'), f(() => import('./two'))]); }";
    expect(found(code).map(({ specifier }) => specifier)).toEqual(["./one", "./two"]);
  });
});

describe("whole-graph imports", () => {
  it("are the import()s marked by a whole-graph comment in the source", () => {
    const source = [
      'const reader = () => import(/* whole-graph */ "../../lib/calculator/field-reading");',
      "const box = import( /*whole-graph*/ './answer-box');",
      'const list = import("./ListPanel");',
      'const other = import(/* @vite-ignore */ "./x");',
    ].join("\n");
    expect([...wholeGraphImports(source)]).toEqual([
      "../../lib/calculator/field-reading",
      "./answer-box",
    ]);
  });

  it("ask for every file at once, then import the module and export what it exports", () => {
    const code = wholeGraphModule(JSON.stringify(["./a.js", "./b.js"]), '"/_astro/a.js"', [
      "read",
      "default",
    ]);
    expect(code).toContain('for (const file of ["./a.js","./b.js"])');
    expect(code).toContain('link.rel = "modulepreload"');
    expect(code).toContain('const module = await import(/* @vite-ignore */ "/_astro/a.js");');
    expect(code).toContain("export const { read } = module;");
    expect(code).toContain("export default module.default;");
    // Without a document (a worker), it only imports.
    expect(code.startsWith('if (typeof document !== "undefined")')).toBe(true);
  });

  it("list a chunk's file and every file it imports statically, from its folder", () => {
    const bundle = {
      "_astro/reader.js": { type: "chunk", imports: ["_astro/grammar.js", "_astro/units.js"] },
      "_astro/grammar.js": { type: "chunk", imports: ["_astro/units.js", "_astro/numbers.js"] },
      "_astro/units.js": { type: "chunk", imports: ["_astro/numbers.js"] },
      "_astro/numbers.js": { type: "chunk", imports: [] },
      "_astro/other.js": { type: "chunk", imports: [] },
    };
    expect(staticGraphFiles(bundle, "_astro/reader.js").sort()).toEqual([
      "./grammar.js",
      "./numbers.js",
      "./reader.js",
      "./units.js",
    ]);
  });

  it("have ids of their own, which astro.config.ts's groups leave alone", () => {
    expect(isWholeGraphModule("\0whole-graph:field-reading#1")).toBe(true);
    expect(isWholeGraphModule("\0vite/preload-helper.js")).toBe(false);
  });
});
