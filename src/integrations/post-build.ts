/**
 * Everything done to the site after `astro build`, in one integration (put it last in
 * astro.config.ts). It records the browser build's module graph while Vite writes the bundle
 * (module-graph.ts), then makes one pass over the built pages, each read once, changed in memory
 * and written once:
 * - the islands' one-line style moves into <head> (`withIslandStyleInHead`);
 * - each page gets its preload list from the graph (island-preload.ts);
 * - its module scripts move onto its site script, which runs them after the first paint
 *   (scripts-after-paint.ts);
 * - each page is checked (`pageChecks`: the ad placement rules);
 * - script hashes that allow no inline script of the build leave every page's CSP;
 * - each page keeps inline only the styles its markup can use, and names the whole stylesheet,
 *   written once, on its site script, which applies it after the first paint (critical-css.ts);
 * - the `_headers` and `_nginx/` files are written from the pages' CSPs (security-headers.ts).
 * Then the graph is written into the build (for scripts/check-site.ts and copies of the build) and
 * the service worker's precache list is made from it and the pages (service-worker.ts).
 * It also registers the `client:afterpaint` directive, whose islands read the preload list,
 * `client:inview` (in-view-directive.ts) and `client:interaction` (interaction-directive.ts).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { offlineSupportEnabled } from "../offline-support.ts";
import { astroIslandStyle, readBuiltPages } from "./built-pages.ts";
import { withCriticalCss } from "./critical-css.ts";
import { withPreloads } from "./island-preload.ts";
import { withScriptsAfterPaint } from "./scripts-after-paint.ts";
import { moduleGraphFile, moduleGraphRecorder, type ModuleGraph } from "./module-graph.ts";
import { pruneUnusedScriptHashes, writeSecurityHeadersFiles } from "./security-headers.ts";
import { serviceWorkerLogLine, writeServiceWorker } from "./service-worker.ts";

const islandStyleElement = `<style>${astroIslandStyle}</style>`;

/**
 * The page with Astro's islands' style moved from <body>, where HTML does not allow <style>,
 * into <head>.
 * @example withIslandStyleInHead("<head></head><body><style>astro-island,…</style>…") // "<head><style>astro-island,…</style></head><body>…"
 */
export function withIslandStyleInHead(html: string): string {
  if (!html.includes(islandStyleElement)) return html;
  return html.replace(islandStyleElement, "").replace("</head>", `${islandStyleElement}</head>`);
}

/** A check of one built page (its file in the build folder, with `/`): the problems it finds. */
export type PageCheck = (file: string, html: string) => string[];

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate right after the island's first paint (src/integrations/after-paint-directive.ts). */
    "client:afterpaint"?: boolean;
    /** Hydrate once in view and after the page's first paint (src/integrations/in-view-directive.ts). */
    "client:inview"?: boolean;
  }
}

/**
 * The integration; `pageChecks` run on every built page, and any problem stops the build.
 * @example integrations: [react(), postBuild({ pageChecks: [adPlacementCheck(ads)] })]
 */
export function postBuild({
  pageChecks = [],
}: { pageChecks?: PageCheck[] } = {}): AstroIntegration {
  let graph: ModuleGraph | null = null;
  let base = "/";
  return {
    name: "post-build",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig }) => {
        addClientDirective({
          name: "afterpaint",
          entrypoint: fileURLToPath(new URL("./after-paint-directive.ts", import.meta.url)),
        });
        addClientDirective({
          name: "inview",
          entrypoint: fileURLToPath(new URL("./in-view-directive.ts", import.meta.url)),
        });
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction-directive.ts", import.meta.url)),
        });
        updateConfig({
          vite: {
            plugins: [
              moduleGraphRecorder((recorded) => {
                graph = { chunks: { ...graph?.chunks, ...recorded.chunks } };
              }),
            ],
          },
        });
      },
      "astro:config:done": ({ config }) => {
        base = config.base.endsWith("/") ? config.base : `${config.base}/`;
      },
      "astro:build:done": async ({ dir, logger }) => {
        if (graph === null) throw new Error("the browser build's module graph was not recorded");
        const root = fileURLToPath(dir);
        const { pages, written } = await readBuiltPages(root);
        const problems: string[] = [];
        for (const page of pages) {
          page.html = withPreloads(withIslandStyleInHead(page.html), graph, base);
          page.html = withScriptsAfterPaint(page).html;
          for (const check of pageChecks) problems.push(...check(page.file, page.html));
        }
        if (problems.length > 0) {
          throw new Error(`the built pages break these rules:\n  ${problems.join("\n  ")}`);
        }
        const pruned = pruneUnusedScriptHashes(pages);
        const stylesheet = withCriticalCss(pages, base);
        await writeFile(join(root, stylesheet.file), stylesheet.css);
        const changed = await written();
        const graphFile = moduleGraphFile(root);
        await mkdir(dirname(graphFile), { recursive: true });
        await writeFile(graphFile, JSON.stringify(graph));
        const headers = await writeSecurityHeadersFiles(root, pages);
        logger.info(
          `${pages.length} pages read once, ${changed} rewritten (preload lists, island style, ` +
            `${pruned} unused script hashes taken out of the CSPs, ${stylesheet.variants} inline stylesheets ` +
            `with the rest in /${stylesheet.file}); ${headers}; the module graph written to ${graphFile}`,
        );
        const html = new Map(pages.map((page) => [page.file, page.html]));
        const report = await writeServiceWorker(root, offlineSupportEnabled, {
          graph,
          pageHtml: async (file) => html.get(file) ?? (await readFile(join(root, file), "utf8")),
        });
        logger.info(serviceWorkerLogLine(report));
      },
    },
  };
}
