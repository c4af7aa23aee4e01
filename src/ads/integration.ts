/**
 * The build side of advertising. With ads on it adds the browser module (src/ads/client.ts) to
 * every page and writes /ads.txt; in every build it checks each page against the placement rules:
 * with ads off no page may carry any advertising markup, with ads on no page more than three
 * slots and the not-found and policy pages none.
 */
import type { AstroIntegration } from "astro";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AdsConfig } from "../lib/ads/config.ts";
import { adRuleViolations } from "../lib/ads/placements.ts";
import { adProviders } from "./providers/index.ts";

const clientModule = fileURLToPath(new URL("./client.ts", import.meta.url));

/** "/blog/404" for blog/404.html, "/" for index.html. */
function pagePath(root: string, file: string): string {
  const path = `/${relative(root, file).split(sep).join("/")}`.replace(/\.html$/, "");
  return path === "/index" ? "/" : path.replace(/\/index$/, "");
}

/**
 * The integration, given the build's advertising settings (null: ads off).
 * @example integrations: [advertising(parseAdsConfig(loadEnv("production", process.cwd(), "PUBLIC_")))]
 */
export function advertising(config: AdsConfig | null): AstroIntegration {
  return {
    name: "advertising",
    hooks: {
      "astro:config:setup": ({ injectScript }) => {
        if (config) injectScript("page", `import ${JSON.stringify(clientModule)};`);
      },
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        const violations: string[] = [];
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, "utf8");
          violations.push(...adRuleViolations(pagePath(root, file), html, config !== null));
        }
        if (violations.length > 0) {
          throw new Error(`Ad placement rules broken:\n  ${violations.join("\n  ")}`);
        }
        if (!config) return;
        await writeFile(join(root, "ads.txt"), adProviders[config.provider].adsTxt(config.account));
        logger.info(`ads on (${config.account}): ads.txt written, placements checked`);
      },
    },
  };
}
