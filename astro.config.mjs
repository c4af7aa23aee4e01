// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { nonCanonicalPaths } from "./src/tools.ts";

const site = process.env.SITE_URL ?? "https://precision-computing.com";
const excludedFromSitemap = new Set(nonCanonicalPaths().map((path) => path.replace(/\/$/, "")));

// OUT_DIR lets several builds (e.g. parallel test runs) live side by side without clobbering dist/.
const outDir = process.env.OUT_DIR ?? "./dist";

export default defineConfig({
  site,
  output: "static",
  outDir,
  cacheDir: process.env.OUT_DIR ? `${outDir}-cache` : "./node_modules/.astro",
  trailingSlash: "never",
  // Featured images are our own SVG drawings; rasterising them gives WebP/AVIF with fixed sizes.
  image: { dangerouslyProcessSVG: true },
  build: { format: "file" },
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname.replace(/\/$/, "");
        return !excludedFromSitemap.has(path) && path !== "/404";
      },
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
