/**
 * A Vite plugin that makes the site's on-demand imports (quick convert, the list panel, recent
 * conversions) cost the page nearly nothing. Vite wraps every `import()` in a preload helper of
 * about 0.9 KB gzipped that preloads the chunk's imports; the site does not want those preloads
 * (the chunks are small and loaded after a click or a keystroke), so module preloading is turned
 * off and the helper is replaced by a few bytes that only load the stylesheets Vite still passes.
 */
import type { Plugin } from "vite";

const preloadHelperId = "\0vite/preload-helper.js";

/** The helper's replacement: load any CSS dependencies, then the module. */
const leanHelper = (local: string, exported: string): string =>
  `const ${local}=(load,deps)=>Promise.all((deps||[]).map(dep=>new Promise((done,fail)=>{` +
  `const link=document.createElement("link");link.rel="stylesheet";link.href="/"+dep;` +
  `link.onload=done;link.onerror=fail;document.head.append(link)}))).then(()=>load());` +
  `export{${local} as ${exported}};`;

/**
 * The plugin; add it to `vite.plugins` in astro.config.mjs.
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
      handler(_options, bundle) {
        if (this.environment.name !== "client") return;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || chunk.moduleIds.length !== 1) continue;
          if (chunk.moduleIds[0] !== preloadHelperId) continue;
          const [exportName] = chunk.exports;
          const local = /export\s*\{\s*(\w+)\s+as\s+(\w+)\s*\}/.exec(chunk.code);
          if (exportName === undefined || !local || local[2] !== exportName) {
            this.warn("the preload helper's shape changed; left as Vite wrote it");
            continue;
          }
          chunk.code = leanHelper(local[1] ?? "preload", exportName);
        }
      },
    },
  };
}
