import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { nonCanonicalPaths } from "./src/tools.ts";
import { offlinePagePath } from "./src/offline-support.ts";
import { postBuild } from "./src/integrations/post-build.ts";
import { serverOnlyImports } from "./src/integrations/server-only-imports.ts";
import { earlyAnswerModule } from "./src/integrations/early-answer-module.ts";
import { evaluatedUnits } from "./src/integrations/evaluated-units.ts";
import { scrollableTables } from "./src/integrations/scrollable-tables.ts";
import { isWholeGraphModule, onDemandChunks } from "./src/integrations/on-demand-chunks.ts";
import { satteri } from "@astrojs/markdown-satteri";
import { loadEnv } from "vite";
import { defaultRatesUrl } from "./src/lib/currency/currency.ts";
import { parseAdsConfig } from "./src/lib/ads/config.ts";
import { adProviders } from "./src/ads/providers/index.ts";
import { adPlacementCheck, advertising } from "./src/ads/integration.ts";
import { contentSecurityPolicy } from "./src/integrations/security-headers.ts";

const site = process.env.SITE_URL ?? "https://precision-computing.com";
const excludedFromSitemap = new Set(nonCanonicalPaths().map((path) => path.replace(/\/$/, "")));

// OUT_DIR lets several builds (e.g. parallel test runs) live side by side without clobbering dist/.
const outDir = process.env.OUT_DIR ?? "./dist";
// Advertising is off unless PUBLIC_ADSENSE_CLIENT is set (src/lib/ads/config.ts, README).
const ads = parseAdsConfig(loadEnv("production", process.cwd(), "PUBLIC_"));

export default defineConfig({
  site,
  output: "static",
  // A CSP <meta> on every page with the hashes of what Astro emits; _headers repeats it as a header.
  security: {
    csp: contentSecurityPolicy(
      loadEnv("production", process.cwd(), "PUBLIC_").PUBLIC_RATES_URL || defaultRatesUrl,
      ads && adProviders[ads.provider].cspSources,
    ),
  },
  outDir,
  cacheDir: process.env.OUT_DIR ? `${outDir}-cache` : "./node_modules/.astro",
  trailingSlash: "never",
  // Featured images are our own SVG drawings; rasterising them gives WebP/AVIF with fixed sizes.
  image: { dangerouslyProcessSVG: true },
  // Inlined CSS saves a render-blocking round trip: most visitors land on one page from a search.
  build: { format: "file", inlineStylesheets: "always" },
  // Tables in articles and guides scroll sideways on a phone, in a region the keyboard can reach.
  markdown: { processor: satteri({ hastPlugins: [scrollableTables] }) },
  integrations: [
    react(),
    mdx(),
    advertising(ads),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, "");
        return !excludedFromSitemap.has(path) && !path.endsWith("/404") && path !== offlinePagePath;
      },
    }),
    // Last: every step after the build, in one pass over the pages (src/integrations/post-build.ts).
    postBuild({ pageChecks: [adPlacementCheck(ads)] }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      serverOnlyImports(),
      earlyAnswerModule(),
      evaluatedUnits(),
      onDemandChunks(),
    ],
    build: {
      // SOURCEMAP=1 for a build whose bytes can be traced to their source files.
      sourcemap: process.env.SOURCEMAP === "1",
      // Astro writes a small script into the page's HTML unless it loads code on demand, which it
      // tells by the bundler's dynamic imports: the imports by URL (on-demand-chunks.ts) hide them
      // from it, so the rule is restated here. It keeps Quick convert's script, on every page, a
      // file cached once rather than bytes in each page. Other assets keep Vite's rule.
      assetsInlineLimit: (file, content) =>
        file.endsWith(".js") && content.includes("import(") ? false : undefined,
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // A chunk is named after its group or first module, without the names of the entries
              // that Rolldown appends to an entries-aware group's chunks ("measures~A~B"), which
              // every file importing it would repeat.
              chunkFileNames: ({ name }) =>
                `_astro/${(name.split("~")[0] ?? name).replace(/[^\w.-]/g, "_")}.[hash].js`,
              // Fewer, larger files than Rolldown's default, which gives every set of entries that
              // share modules a file of its own: each file costs a request and some 150 bytes of
              // gzipped imports and exports. Groups are folders and counts, never file names, and
              // a group also takes the modules its modules import unless a group of higher
              // priority has taken them. The browser build only.
              codeSplitting: {
                groups: [
                  // The bundler's and Vite's helpers (modules that are no file: ids starting with
                  // \0), apart: Vite's import() helper must not draw a page whose only script
                  // loads something on demand (Quick convert on the 404 page) into React's files.
                  // The modules that load a module's whole graph early are files of their own.
                  {
                    name: "runtime",
                    priority: 6,
                    test: (id) => id.startsWith("\0") && !isWholeGraphModule(id),
                  },
                  // React's packages, one file that every page with an island loads and caches.
                  {
                    name: "react",
                    priority: 5,
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  },
                  // The library modules that most islands load with the page (thirteen entries or
                  // more): one file instead of a dozen of a few hundred bytes each. Before "ui",
                  // so that the input rules, which code loaded on demand shares with the islands,
                  // are here and not in a file that imports React.
                  {
                    name: "lib",
                    priority: 4,
                    tags: ["$initial"],
                    minShareCount: 13,
                    test: /[\\/]src[\\/]lib[\\/]/,
                  },
                  // The shared pieces of every island (src/components/ui/) and what they import.
                  {
                    name: "ui",
                    priority: 3,
                    tags: ["$initial"],
                    test: /[\\/]src[\\/]components[\\/]ui[\\/]/,
                  },
                  // What the converter pages load with them: a converter's precision and stored
                  // preferences, and the loader of recent conversions. One file, not three (each
                  // file costs some 150 bytes of imports and exports); the home page and cooking
                  // load it too.
                  {
                    name: "converter-fields",
                    priority: 3,
                    tags: ["$initial"],
                    test: /[\\/]src[\\/](?:lib[\\/](?:precision|converter[\\/]preferences)\.ts|components[\\/]converters[\\/]RecentConversionsLoader)/,
                  },
                  // Which field texts the calculator reads first: every page with a converter's
                  // field that reads expressions, the ingredient pages among them, which load
                  // nothing else of the group above. (The hook that loads the reader is in "ui".)
                  {
                    name: "field-expression",
                    priority: 3,
                    tags: ["$initial"],
                    test: /[\\/]src[\\/](?:lib[\\/]field-text\.ts|components[\\/]fields[\\/])/,
                  },
                  // The measures' modules that pages load with them, split as Rolldown would
                  // (by the entries that use them): taken here so that the group below cannot.
                  {
                    name: "measures",
                    priority: 2,
                    tags: ["$initial"],
                    entriesAware: true,
                    test: /[\\/]src[\\/]lib[\\/]measures[\\/]/,
                  },
                  // The measures' modules loaded on demand (Quick convert's units of every measure),
                  // split by the entries that use them, so that the group below does not draw them
                  // into Quick convert's file, which a converter page would then load. Merging
                  // them into fewer files changes the order in which modules run and breaks the
                  // answer; the calculator issue revisits how Quick convert loads.
                  {
                    name: "measures",
                    priority: 1,
                    entriesAware: true,
                    test: /[\\/]src[\\/]lib[\\/]measures[\\/]/,
                  },
                  // The ingredients' modules, split by the entries that use them: the converter's
                  // arithmetic and texts apart from the list of ingredients that only Quick
                  // convert reads, and taken before the group below draws them (and the small
                  // helpers they import) into Quick convert's file.
                  {
                    name: "ingredients",
                    priority: 1,
                    entriesAware: true,
                    test: /[\\/]src[\\/]lib[\\/]ingredients[\\/]/,
                  },
                  // Quick convert's reading of a query, in a file apart from the box that loads it
                  // on demand: each file stays under the 10 KB that DESIGN.md allows code loaded
                  // after a keystroke.
                  {
                    name: "quick-convert",
                    priority: 0,
                    test: /[\\/]src[\\/]lib[\\/]quick-convert[\\/]/,
                  },
                  // The calculator's grammar and arithmetic, in a file of their own for the same
                  // reason; the other tools' questions it hands on load apart (tool-questions.ts).
                  // The table of places the time zone questions read, apart from their code.
                  {
                    name: "place-table",
                    priority: 0,
                    test: /[\\/]src[\\/]lib[\\/]timezone[\\/]place-table\.ts$/,
                  },
                  {
                    name: "calculator",
                    priority: 0,
                    test: /[\\/]src[\\/]lib[\\/]calculator[\\/](?:answer-query|calculate|dimensions|evaluate|field-reading|format|limits|messages|rational|tokens|units)\.ts$/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
