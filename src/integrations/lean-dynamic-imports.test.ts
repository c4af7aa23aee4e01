import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { unwrapDynamicImports } from "./lean-dynamic-imports";

const helper = "preload-helper.Ab12.js";
const helperImport = `import{t as e}from"./${helper}";`;
const parses = (code: string) => {
  try {
    parseAst(code);
    return true;
  } catch {
    return false;
  }
};

describe("unwrapDynamicImports", () => {
  it("turns calls without dependencies into plain imports and drops the helper", () => {
    const code = `${helperImport}const a=()=>e(()=>import(\`./a.js\`),[]);`;
    expect(unwrapDynamicImports(code, helper, parses, false)).toBe(
      "const a=()=>(import(`./a.js`));",
    );
  });

  it("keeps a chained body whole, with strings and templates holding brackets", () => {
    const code =
      `${helperImport}let x=1;e(()=>import("./b.js").then(t=>{t.run(")",\`(\${x+(1)}\`,[x])}),[]);` +
      "e(()=>import(`./c.js`),[]).then(f);";
    expect(unwrapDynamicImports(code, helper, parses, false)).toBe(
      'let x=1;(import("./b.js").then(t=>{t.run(")",`(${x+(1)}`,[x])}));(import(`./c.js`)).then(f);',
    );
  });

  it("calls an async loader (the bundler's form when it keeps some exports) and drops the helper", () => {
    const code = `${helperImport}e(async()=>{let{run:t}=await import("./r.js");return{run:t}},[]).then(f);`;
    expect(unwrapDynamicImports(code, helper, parses, false)).toBe(
      '(async()=>{let{run:t}=await import("./r.js");return{run:t}})().then(f);',
    );
  });

  it("keeps the helper where a call passes stylesheets", () => {
    const code = `${helperImport}e(()=>import("./a.js"),[]);e(()=>import("./b.js"),["s.css"]);`;
    expect(unwrapDynamicImports(code, helper, parses, false)).toBe(
      `${helperImport}(import("./a.js"));e(()=>import("./b.js"),["s.css"]);`,
    );
  });

  it("leaves a local of the same name and other chunks alone", () => {
    const code = `${helperImport}function g(e){return e.e(()=>1,[])}e(()=>import("./a.js"),[]);`;
    expect(unwrapDynamicImports(code, helper, parses, false)).toBe(
      'function g(e){return e.e(()=>1,[])}(import("./a.js"));',
    );
    expect(unwrapDynamicImports('import("./a.js");', helper, parses, false)).toBe(
      'import("./a.js");',
    );
  });

  it("pads to keep columns for source maps, and gives up on a rewrite that does not parse", () => {
    const code = `${helperImport}e(()=>import("./a.js"),[]);`;
    const padded = unwrapDynamicImports(code, helper, parses, true);
    expect(padded).toHaveLength(code.length);
    expect(padded.replace(/ +/g, " ").trim()).toBe('(import("./a.js")) ;');
    expect(padded.indexOf(";", padded.lastIndexOf(")"))).toBe(code.length - 1);
    expect(unwrapDynamicImports(code, helper, () => false, false)).toBe(code);
  });
});
