import { defineConfig } from "astro/config";
import type { AstroIntegration } from "astro";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { nonCanonicalPaths } from "./src/tools.ts";
import { offlinePagePath } from "./src/offline-support.ts";
import { serviceWorker } from "./src/integrations/service-worker.ts";
import { islandModulePreload } from "./src/integrations/island-preload.ts";
import { leanDynamicImports } from "./src/integrations/lean-dynamic-imports.ts";
import { serverOnlyImports } from "./src/integrations/server-only-imports.ts";
import { earlyAnswerModule } from "./src/integrations/early-answer-module.ts";
import { evaluatedUnits } from "./src/integrations/evaluated-units.ts";
import { treeShakenReact } from "./src/integrations/tree-shaken-react.ts";
import { scrollableTables } from "./src/integrations/scrollable-tables.ts";
import { satteri } from "@astrojs/markdown-satteri";
import { loadEnv } from "vite";
import { defaultRatesUrl } from "./src/lib/currency/currency.ts";
import { parseAdsConfig } from "./src/lib/ads/config.ts";
import { adProviders } from "./src/ads/providers/index.ts";
import { advertising } from "./src/ads/integration.ts";
import {
  contentSecurityPolicy,
  securityHeadersFiles,
} from "./src/integrations/security-headers.ts";

const site = process.env.SITE_URL ?? "https://precision-computing.com";
const excludedFromSitemap = new Set(nonCanonicalPaths().map((path) => path.replace(/\/$/, "")));

/**
 * Astro prints the islands' one-line `<style>` where the first island is, inside <body>, where
 * HTML does not allow <style>. This moves it into <head> after the build.
 */
function islandStyleInHead(): AstroIntegration {
  const islandStyle =
    /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;
  return {
    name: "island-style-in-head",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, "utf8");
          const match = html.match(islandStyle);
          if (!match) continue;
          const moved = html.replace(islandStyle, "").replace("</head>", `${match[0]}</head>`);
          await writeFile(file, moved);
        }
      },
    },
  };
}

// OUT_DIR lets several builds (e.g. parallel test runs) live side by side without clobbering dist/.
const outDir = process.env.OUT_DIR ?? "./dist";
// Advertising is off unless PUBLIC_ADSENSE_CLIENT is set (src/lib/ads/config.ts, README).
const ads = parseAdsConfig(loadEnv("production", process.cwd(), "PUBLIC_"));

/** A converter's configuration and context line. */
const converterSettings = /src[\\/]lib[\\/]measures[\\/]([\w-]+)[\\/]converter\.ts$/;

/** The units modules of the measures that no page but their converter's uses (Quick convert loads them all). */
const unitsOnlyTheirConverterUses =
  /src[\\/]lib[\\/]measures[\\/](?!length|weight|volume|temperature)([\w-]+)[\\/](?:units|convert)\.ts$/;

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
    islandStyleInHead(),
    islandModulePreload(),
    advertising(ads),
    securityHeadersFiles(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, "");
        return !excludedFromSitemap.has(path) && !path.endsWith("/404") && path !== offlinePagePath;
      },
    }),
    // Last: the precache list records the pages as the hooks above leave them.
    serviceWorker(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      treeShakenReact(),
      leanDynamicImports(),
      serverOnlyImports(),
      earlyAnswerModule(),
      evaluatedUnits(),
    ],
    build: {
      // SOURCEMAP=1 for a build whose bytes can be traced to their source files.
      sourcemap: process.env.SOURCEMAP === "1",
      rolldownOptions: {
        output: {
          // Fewer, larger files. A converter page fetched fourteen after its first paint; over
          // HTTP/1.1 (six connections per host) each file beyond six costs one more round trip
          // before the island can answer, so they now come as six. A group also draws in its
          // modules' dependencies unless a group of higher priority has taken them.
          codeSplitting: {
            groups: [
              // Vite's preload helper in a file of its own, which src/integrations/
              // lean-dynamic-imports.ts then removes (a group below would otherwise draw it in).
              { name: "preload-helper", priority: 20, test: /^\0vite[\\/]preload-helper/ },
              // React and the helpers of every island (early-answer-props too: in "converter" it would
              // bring that group to every island with an early answer): the labelled select, field
              // and result box, and the small ones the converters share with the home page, cooking
              // and currency (about 1 KB that the other calculators carry).
              {
                name: "core",
                priority: 10,
                test: /(src[\\/](lib[\\/](messages|timings|number-format|input|result-format|fraction-steps|measures[\\/](linear|length[\\/]fraction-steps|volume[\\/]kitchen-units))\.ts|components[\\/](ui[\\/](icons|CopyButton|useCopy|LabelledSelect|LabelledField|ResultBox|UnitPairRow|useEarlyInput|early-answer-props|useDroppedHint|useNumberReader)|converters[\\/]RecentConversionsLoader)\.tsx?|stores[\\/]device-storage\.ts)|lucide[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left-right|chevron-down)\.mjs)$/,
              },
              // Exact arithmetic and what defines units with it: the converters, the home page,
              // cooking, BMI and Quick convert need it; the other calculators do not.
              {
                name: "exact",
                priority: 6,
                test: /src[\\/]lib[\\/]measures[\\/](exact|define-unit|time)\.ts$/,
              },
              // A measure's units and conversion functions, one file per measure (those of the
              // measures other pages use: length, weight, volume, temperature), taken before the groups below can draw them
              // in: the home page, cooking and Quick convert use them without any converter.
              {
                name: (id) => {
                  const measure =
                    /src[\\/]lib[\\/]measures[\\/]([\w-]+)[\\/](?:units|convert)\.ts$/.exec(
                      id,
                    )?.[1];
                  return measure ? `units-${measure}` : null;
                },
                priority: 5,
                test: /src[\\/]lib[\\/]measures[\\/](length|weight|volume|temperature)[\\/](units|convert)\.ts$/,
              },
              // What every unit converter, and nothing else, loads.
              {
                name: "converter",
                priority: 4,
                test: /src[\\/](components[\\/]converters[\\/](Converter|useRecentConversionRecorder|useConverterPreferences|useShareableState)\.tsx?|lib[\\/](measures[\\/]define-converter|precision|unit-pairs[\\/]preset)\.ts)$/,
              },
              // What Quick convert reads beyond the converters: every measure's unit names and the
              // units no converter lists, in a file of their own (it keeps each on-demand file
              // under its 10 KB budget). Not the cooking page's units (cooking-units.ts): they stay
              // with the cooking converter.
              {
                name: "unit-names",
                priority: 2,
                test: /src[\\/]lib[\\/]measures[\\/]([\w-]+[\\/](names|variants|(?!cooking-)[\w-]+-units)|define-variant)\.ts$/,
              },
              // A converter's settings, one file per measure, with the units of the measures that
              // no other page uses (one file fewer on their pages).
              {
                name: (id) =>
                  (converterSettings.exec(id) ?? unitsOnlyTheirConverterUses.exec(id))?.[1] ?? null,
                priority: 3,
                test: (id) => converterSettings.test(id) || unitsOnlyTheirConverterUses.test(id),
              },
            ],
          },
        },
      },
    },
  },
});
