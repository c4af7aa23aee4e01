/**
 * A Vite plugin that makes the site's on-demand imports (quick convert, the list panel, recent
 * conversions, the converter details) cost the page nearly nothing. Vite wraps every `import()` in
 * a preload helper of about 0.9 KB gzipped that preloads the chunk's imports; the site does not
 * want those preloads (the chunks are small and loaded after a click or a keystroke), so module
 * preloading is turned off. With it off, Vite still calls the helper with the stylesheets the
 * chunk needs, which for this site (stylesheets inlined into the pages) is always none: such calls
 * become plain `import()`, and the helper goes. Should a chunk ever pass stylesheets, the helper
 * stays for it as a few bytes that load them and then the module. The helper must be a chunk of its
 * own (a code-splitting group in astro.config.ts); bundled into a shared chunk, the build stops.
 */
import type { Plugin } from "vite";

const preloadHelperId = "\0vite/preload-helper.js";

/** The helper's replacement: load any CSS dependencies, then the module. */
const leanHelper = (local: string, exported: string): string =>
  `const ${local}=(load,deps)=>Promise.all((deps||[]).map(dep=>new Promise((done,fail)=>{` +
  `const link=document.createElement("link");link.rel="stylesheet";link.href="/"+dep;` +
  `link.onload=done;link.onerror=fail;document.head.append(link)}))).then(()=>load());` +
  `export{${local} as ${exported}};`;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The index just past the bracket that closes the one at `open`, skipping string and template
 * literals; -1 if there is none. (Regular expression literals are not recognised: a call whose
 * body holds one may be cut wrongly, which the caller's parse check catches.)
 */
function closingBracket(code: string, open: number): number {
  const closers: string[] = [];
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  for (let index = open; index < code.length; index += 1) {
    const char = code[index] ?? "";
    if (closers.at(-1) === "`") {
      // Inside a template literal: only its end and `${` matter.
      if (char === "\\") index += 1;
      else if (char === "`") closers.pop();
      else if (char === "$" && code[index + 1] === "{") {
        closers.push("}");
        index += 1;
      }
    } else if (char === '"' || char === "'") {
      index = code.indexOf(char, index + 1);
      while (index > 0 && code[index - 1] === "\\") index = code.indexOf(char, index + 1);
      if (index < 0) return -1;
    } else if (char === "`") {
      closers.push("`");
    } else if (pairs[char]) {
      closers.push(pairs[char] ?? "");
    } else if (char === closers.at(-1)) {
      closers.pop();
      if (closers.length === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * A chunk's code with each helper call that passes no dependencies, `h(()=>import("./x.js"),[])`,
 * turned into `(import("./x.js"))` (and `h(async()=>{…},[])` into `(async()=>{…})()`), and the
 * helper's import removed once nothing calls it. A
 * rewrite that `parses` rejects is dropped. `pad` keeps every later character in its column (for
 * source maps).
 * @example unwrapDynamicImports('import{t as e}from"./preload-helper.js";e(()=>import("./a.js"),[]);', "preload-helper.js", () => true, false) // '(import("./a.js"));'
 */
export function unwrapDynamicImports(
  code: string,
  helperFile: string,
  parses: (code: string) => boolean,
  pad: boolean,
): string {
  const helperImport = new RegExp(
    `import\\s*\\{\\s*\\w+\\s+as\\s+([\\w$]+)\\s*\\}\\s*from\\s*"\\./${escapeRegExp(helperFile)}";?`,
  ).exec(code);
  if (!helperImport) return code;
  const replace = (text: string, by: string) => (pad ? by.padEnd(text.length, " ") : by);
  // The loader is `()=>import(…)`, or `async()=>{…await import(…)…}` where the bundler keeps only
  // some of the module's exports.
  const call = new RegExp(
    `(?<![\\w$.])${escapeRegExp(helperImport[1] ?? "")}\\((?:async)?\\(\\)=>`,
    "g",
  );
  let unwrapped = "";
  let copied = 0;
  let calls = 0;
  for (const match of code.matchAll(call)) {
    calls += 1;
    const open = match.index + match[0].indexOf("(");
    const end = closingBracket(code, open);
    const inner = end < 0 ? "" : code.slice(open + 1, end - 1);
    if (!inner.endsWith(",[]") || match.index < copied) continue;
    const loader = inner.slice(0, -3);
    const loaded = loader.startsWith("()=>") ? `(${loader.slice(4)})` : `(${loader})()`;
    unwrapped += code.slice(copied, match.index) + replace(code.slice(match.index, end), loaded);
    copied = end;
    calls -= 1;
  }
  unwrapped += code.slice(copied);
  if (calls === 0) unwrapped = unwrapped.replace(helperImport[0], (text) => replace(text, ""));
  return unwrapped !== code && parses(unwrapped) ? unwrapped : code;
}

/**
 * The plugin; add it to `vite.plugins` in astro.config.ts.
 * @example leanDynamicImports().name // "lean-dynamic-imports"
 */
export function leanDynamicImports(): Plugin {
  return {
    name: "lean-dynamic-imports",
    apply: "build",
    // A plugin, because Astro's own build settings override a plain `build.modulePreload`.
    configEnvironment: (name) =>
      name === "client" ? { build: { modulePreload: false } } : undefined,
    generateBundle: {
      order: "post",
      handler(options, bundle) {
        if (this.environment.name !== "client") return;
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const helper = chunks.find(
          (chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === preloadHelperId,
        );
        const sharing = chunks.find(
          (chunk) => chunk !== helper && chunk.moduleIds.includes(preloadHelperId),
        );
        if (sharing) {
          // Inside another chunk the helper cannot be removed, and every page would carry it.
          this.error(
            `Vite's preload helper was bundled into ${sharing.fileName}: give it a chunk of its ` +
              'own (the "preload-helper" code-splitting group in astro.config.ts)',
          );
        }
        if (!helper) return;
        const helperFile = helper.fileName.split("/").at(-1) ?? helper.fileName;
        const parses = (code: string) => {
          try {
            this.parse(code);
            return true;
          } catch {
            return false;
          }
        };
        for (const chunk of chunks) {
          if (!chunk.imports.includes(helper.fileName)) continue;
          chunk.code = unwrapDynamicImports(
            chunk.code,
            helperFile,
            parses,
            Boolean(options.sourcemap),
          );
          if (!chunk.code.includes(helperFile)) {
            chunk.imports = chunk.imports.filter((file) => file !== helper.fileName);
          }
        }
        const callers = chunks.filter((chunk) => chunk.imports.includes(helper.fileName));
        if (callers.length === 0) {
          delete bundle[helper.fileName];
          return;
        }
        this.warn(
          `the preload helper stays for ${callers.map((chunk) => chunk.fileName).join(", ")}`,
        );
        const [exportName] = helper.exports;
        const local = /export\s*\{\s*(\w+)\s+as\s+(\w+)\s*\}/.exec(helper.code);
        if (exportName === undefined || !local || local[2] !== exportName) {
          this.warn("the preload helper's shape changed; left as Vite wrote it");
          return;
        }
        helper.code = leanHelper(local[1] ?? "preload", exportName);
      },
    },
  };
}
