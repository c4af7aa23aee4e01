/**
 * A Vite plugin for imports that only the server build may follow: `import * as x from
 * "./module?server-only"` is the module itself when Astro renders pages, and an empty module in
 * the browser build, so a component can render code on the server that the browser loads later
 * with a dynamic import (the converter details). A plain static import would pull that code into
 * the page's first download.
 */
import type { Plugin } from "vite";

const suffix = "?server-only";
const emptyModuleId = "\0server-only-empty";

/**
 * The plugin; add it to `vite.plugins` in astro.config.ts.
 * @example serverOnlyImports().name // "server-only-imports"
 */
export function serverOnlyImports(): Plugin {
  return {
    name: "server-only-imports",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      if (this.environment.config.consumer !== "server") return emptyModuleId;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, {
        skipSelf: true,
      });
      return resolved?.id ?? null;
    },
    load(id) {
      return id === emptyModuleId ? "export {};" : null;
    },
  };
}
