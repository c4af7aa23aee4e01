/**
 * A Vite plugin that lets the browser build drop the parts of React the site never calls.
 *
 * React ships as CommonJS: `react` and `react-dom` assign every export to `exports` and
 * `react-dom/client` reads them through `require()`, so a bundler must keep all of them (Children,
 * class components, cloneElement, createPortal, preload, form hooks…), about 2 KB gzipped on every
 * page that hydrates an island. In the client build this plugin resolves the four React entry
 * points straight to their production files and rewrites those files as ES modules (each
 * `exports.name =` becomes an export, each `require()` a namespace import), so the bundler keeps
 * only the exports something imports. The server build and `astro dev` use React untouched.
 *
 * The rewrite is checked: if a React release changes the shape of these files the build stops
 * with a message instead of shipping a half-converted module.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** The bare specifiers the site and its dependencies import, and React's production file for each. */
const productionFiles: Record<string, string> = {
  react: "react/cjs/react.production.js",
  "react/jsx-runtime": "react/cjs/react-jsx-runtime.production.js",
  "react-dom": "react-dom/cjs/react-dom.production.js",
  "react-dom/client": "react-dom/cjs/react-dom-client.production.js",
};

function packageFile(path: string): string {
  const [packageName = "", ...rest] = path.split("/");
  return join(dirname(require.resolve(`${packageName}/package.json`)), ...rest);
}

/**
 * Rewrites one of React's CommonJS production files as an ES module, keeping every line where it
 * was (so source maps stay right). Throws when something CommonJS is left.
 * @example commonJsToModule('var R = require("react");\nexports.x = R.y;') // 'import * as R from "react";\nconst x$export = R.y;\nexport { x$export as x };'
 */
export function commonJsToModule(code: string): string {
  const exported: string[] = [];
  const converted = code
    // `var A = require("a"), B = require("b");` at the top of the file.
    .replace(/^var ((?:\s*\w+ = require\("[^"]+"\),?)+);/m, (_statement, list: string) =>
      list.replace(
        /(\s*)(\w+) = require\("([^"]+)"\),?/g,
        (_part, space: string, local: string, source: string) =>
          `${space}import * as ${local} from "${source}";`,
      ),
    )
    .replace(/^exports\.(\w+) =/gm, (_assignment, name: string) => {
      exported.push(name);
      return `const ${name}$export =`;
    });
  if (exported.length === 0 || /\brequire\(|\bexports\b|\bmodule\.exports\b/.test(converted)) {
    throw new Error("React's production file no longer has the expected CommonJS shape");
  }
  const exportList = exported.map((name) => `${name}$export as ${name}`).join(", ");
  return `${converted}\nexport { ${exportList} };`;
}

/**
 * The plugin; add it to `vite.plugins` in astro.config.ts.
 * @example treeShakenReact().name // "tree-shaken-react"
 */
export function treeShakenReact(): Plugin {
  const files = new Map(
    Object.entries(productionFiles).map(([specifier, path]) => [specifier, packageFile(path)]),
  );
  const rewritten = new Set(files.values());
  return {
    name: "tree-shaken-react",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (source) => files.get(source),
    transform(code, id) {
      if (!rewritten.has(id)) return undefined;
      try {
        return { code: commonJsToModule(code), map: null };
      } catch (error) {
        this.error(`${id}: ${(error as Error).message}`);
      }
    },
  };
}
