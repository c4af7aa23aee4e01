import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { commonJsToModule } from "./tree-shaken-react";

const require = createRequire(import.meta.url);
const reactFile = (path: string) =>
  readFileSync(
    join(
      dirname(require.resolve(`${path.split("/")[0]}/package.json`)),
      ...path.split("/").slice(1),
    ),
    "utf8",
  );

describe("commonJsToModule", () => {
  it("turns requires into namespace imports and exports into named exports, line for line", () => {
    const code = [
      '"use strict";',
      'var A = require("a"),',
      '  B = require("b");',
      "function used() { return A.x + B.y; }",
      "exports.used = used;",
      "exports.other = function () {};",
    ].join("\n");
    const converted = commonJsToModule(code);
    expect(converted.split("\n").slice(0, 6)).toEqual([
      '"use strict";',
      'import * as A from "a";',
      '  import * as B from "b";',
      "function used() { return A.x + B.y; }",
      "const used$export = used;",
      "const other$export = function () {};",
    ]);
    expect(converted).toContain("export { used$export as used, other$export as other };");
  });

  it("refuses a file that would stay partly CommonJS", () => {
    expect(() => commonJsToModule("exports.a = 1;\nmodule.exports.b = 2;")).toThrow(/shape/);
    expect(() => commonJsToModule("exports.a = require('x')(1);")).toThrow(/shape/);
    expect(() => commonJsToModule("module.exports = {};")).toThrow(/shape/);
  });

  it.each([
    ["react/cjs/react.production.js", ["useState", "createElement", "lazy", "Suspense"]],
    ["react/cjs/react-jsx-runtime.production.js", ["jsx", "jsxs", "Fragment"]],
    [
      "react-dom/cjs/react-dom.production.js",
      ["__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE"],
    ],
    ["react-dom/cjs/react-dom-client.production.js", ["createRoot", "hydrateRoot"]],
  ])("converts the installed %s", (path, names) => {
    const converted = commonJsToModule(reactFile(path));
    for (const name of names)
      expect(converted).toMatch(new RegExp(`\\b${name}\\$export as ${name}\\b`));
  });
});
