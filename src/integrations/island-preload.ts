/**
 * Astro loads an island's JavaScript chunk by chunk: each chunk's imports are requested only once
 * that chunk has arrived, and on a phone every step of that chain costs a round trip. After the
 * build this lists every file of the module graph of the page's load-time islands in one place, so
 * the browser can request them all at once:
 * - in the `data-preload` attribute of the first `client:afterpaint` island, which requests them
 *   after the first paint (after-paint-directive.ts), so they never compete with the page itself;
 * - otherwise (`client:load` only) as `<link rel="modulepreload">` tags in the <head>.
 */
import type { AstroIntegration } from "astro";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join, posix } from "node:path";

/** Static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`); not `import()`. */
const staticImport =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;
/** The directive of islands that hydrate as soon as the page shows (see after-paint-directive.ts). */
const loadTimeDirectives = new Set(["load", "afterpaint"]);
/** An island, with its component and renderer modules. */
const loadIsland = /<astro-island\b[^>]*>/g;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/**
 * The modules an HTML page's load-time islands import, in the order the browser needs them.
 * @example await islandModules(html, readChunk) // ["/_astro/client.js", "/_astro/Converter.js", …]
 */
export async function islandModules(
  html: string,
  readChunk: (url: string) => Promise<string | null>,
): Promise<string[]> {
  const roots: string[] = [];
  for (const [tag] of html.matchAll(loadIsland)) {
    if (!loadTimeDirectives.has(attribute(tag, "client") ?? "")) continue;
    for (const name of ["renderer-url", "component-url"]) {
      const url = attribute(tag, name);
      if (url && !roots.includes(url)) roots.push(url);
    }
  }
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = await readChunk(url);
    if (code === null) return;
    for (const [, relative] of code.matchAll(staticImport)) {
      if (relative) await visit(posix.join(posix.dirname(url), relative));
    }
  };
  for (const root of roots) await visit(root);
  return [...seen];
}

/**
 * The page with its islands' modules listed: on its first after-paint island, or in the head.
 * @example withPreloadList('<astro-island client="afterpaint">', ["/_astro/a.js"]) // '<astro-island data-preload="/_astro/a.js" client="afterpaint">'
 */
export function withPreloadList(html: string, modules: string[]): string {
  const afterPaintIsland = /<astro-island(?=[^>]*\sclient="afterpaint")/.exec(html);
  if (afterPaintIsland) {
    const at = afterPaintIsland.index + "<astro-island".length;
    return `${html.slice(0, at)} data-preload="${modules.join(" ")}"${html.slice(at)}`;
  }
  const links = modules.map((url) => `<link rel="modulepreload" href="${url}">`).join("");
  // Right after the viewport meta: before the stylesheet and any script in the head.
  const viewport = html.search(/<meta name="viewport"[^>]*>/);
  const end = viewport === -1 ? -1 : html.indexOf(">", viewport) + 1;
  return end > 0
    ? `${html.slice(0, end)}${links}${html.slice(end)}`
    : html.replace("</head>", `${links}</head>`);
}

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate right after the island's first paint (src/integrations/after-paint-directive.ts). */
    "client:afterpaint"?: boolean;
  }
}

/**
 * The integration: the `client:afterpaint` directive, and modulepreload links for every page
 * with an island that hydrates as soon as the page shows.
 */
export function islandModulePreload(): AstroIntegration {
  return {
    name: "island-module-preload",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("./after-paint-directive.ts", import.meta.url)),
        });
      },
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const chunks = new Map<string, Promise<string | null>>();
        const readChunk = (url: string) => {
          let chunk = chunks.get(url);
          if (!chunk) {
            chunk = readFile(join(root, url), "utf8").catch(() => null);
            chunks.set(url, chunk);
          }
          return chunk;
        };
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, "utf8");
          const modules = await islandModules(html, readChunk);
          if (modules.length === 0) continue;
          await writeFile(file, withPreloadList(html, modules));
        }
      },
    },
  };
}
