/**
 * Astro loads an island's JavaScript chunk by chunk: each chunk's imports are requested only once
 * that chunk has arrived, and on a phone every step of that chain costs a round trip. After the
 * build this lists, from the build's module graph (module-graph.ts), every chunk the page's
 * load-time islands import statically, so the browser can request them all at once:
 * - in the `data-preload` attribute of the first `client:afterpaint` island, which requests them
 *   after the first paint (after-paint-directive.ts), so they never compete with the page itself;
 * - otherwise (`client:load` only) as `<link rel="modulepreload">` tags in the <head>.
 *
 * A page can add a module its islands will load on demand: an element with
 * `data-preload-source="src/…/file.ts"` (a project-relative source path) puts that module's chunk
 * and its static imports in the same list, and gets instead `data-module` with the URL of the
 * file that imports the module, for its island to import (the converter's measure:
 * components/converters/page-measure.ts).
 */
import { staticClosure, chunkContaining, fileOfUrl, type ModuleGraph } from "./module-graph.ts";

/** The directive of islands that hydrate as soon as the page shows (see after-paint-directive.ts). */
const loadTimeDirectives = new Set(["load", "afterpaint"]);
/** An island's start tag. */
const islandTag = /<astro-island\b[^>]*>/g;
/** The attribute naming a source module to preload, with the space before it. */
const preloadSource = /\sdata-preload-source="([^"]*)"/g;

/**
 * The start tags of a page's islands, in page order.
 * @example islandTags('<astro-island client="load"></astro-island>') // ['<astro-island client="load">']
 */
export function islandTags(html: string): string[] {
  return [...html.matchAll(islandTag)].map(([tag]) => tag);
}

/**
 * The value of one attribute of a start tag, or null.
 * @example attribute('<astro-island client="load">', "client") // "load"
 */
export function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

/**
 * The files of the page's load-time islands (renderer and component, in page order) and of the
 * modules its `data-preload-source` attributes name; throws for a source no browser chunk contains.
 * @example preloadRoots('<astro-island component-url="/_astro/T.js" renderer-url="/_astro/c.js" client="afterpaint">', graph) // ["_astro/c.js", "_astro/T.js"]
 */
export function preloadRoots(html: string, graph: ModuleGraph): string[] {
  const roots: string[] = [];
  for (const tag of islandTags(html)) {
    if (!loadTimeDirectives.has(attribute(tag, "client") ?? "")) continue;
    for (const name of ["renderer-url", "component-url"]) {
      const url = attribute(tag, name);
      if (url) roots.push(fileOfUrl(url));
    }
  }
  for (const [, source = ""] of html.matchAll(preloadSource)) {
    roots.push(builtChunk(graph, source));
  }
  return [...new Set(roots)];
}

/** The chunk of a module a page names; throws for a source no browser chunk contains. */
function builtChunk(graph: ModuleGraph, source: string): string {
  const chunk = chunkContaining(graph, source);
  if (chunk === null) {
    throw new Error(
      `data-preload-source="${source}": no chunk of the browser build contains that module ` +
        "(a path from the project's root, such as src/lib/measures/length/converter.ts, of a module the page's code imports)",
    );
  }
  return chunk;
}

/**
 * The page with its preload list (the chunks of `preloadRoots` and what they import statically,
 * as URLs under `base`), each `data-preload-source` replaced by `data-module`, the URL of its
 * chunk.
 * @example withPreloads('<astro-island component-url="/_astro/T.js" client="afterpaint">', graph, "/") // '<astro-island data-preload="/_astro/T.js /_astro/core.js" component-url=…'
 */
export function withPreloads(html: string, graph: ModuleGraph, base: string): string {
  const roots = preloadRoots(html, graph);
  const files = staticClosure(graph, roots);
  const page = html.replace(
    preloadSource,
    (_, source: string) => ` data-module="${base}${chunkContaining(graph, source) ?? ""}"`,
  );
  return files.length === 0
    ? page
    : withPreloadList(
        page,
        files.map((file) => `${base}${file}`),
      );
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
    /** Hydrate when the visitor first reaches into the island (interaction-directive.ts). */
    "client:interaction"?: boolean;
  }
}
