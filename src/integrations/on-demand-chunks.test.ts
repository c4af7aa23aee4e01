import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { onDemandImports } from "./on-demand-chunks";

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
