/**
 * The build side of advertising. With ads on it adds the browser module (src/ads/client.ts) to
 * every page and writes /ads.txt. `adPlacementCheck` checks each page against the placement rules
 * (src/integrations/post-build.ts runs it on every built page): with ads off no page may carry any
 * advertising markup, with ads on no page more than three slots and the not-found and policy pages
 * none.
 */
import type { AstroIntegration } from "astro";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AdsConfig } from "../lib/ads/config.ts";
import { adRuleViolations } from "../lib/ads/placements.ts";
import { adProviders } from "./providers/index.ts";

const clientModule = fileURLToPath(new URL("./client.ts", import.meta.url));

/** "/blog/404" for blog/404.html, "/" for index.html. */
function pagePath(file: string): string {
  const path = `/${file}`.replace(/\.html$/, "");
  return path === "/index" ? "/" : path.replace(/\/index$/, "");
}

/**
 * The placement rules as a check of one built page (its file in the build folder, with `/`): the
 * rules it breaks, described.
 * @example adPlacementCheck(null)("length.html", html) // []
 */
export function adPlacementCheck(
  config: AdsConfig | null,
): (file: string, html: string) => string[] {
  return (file, html) => adRuleViolations(pagePath(file), html, config !== null);
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
        if (!config) return;
        const root = fileURLToPath(dir);
        await writeFile(join(root, "ads.txt"), adProviders[config.provider].adsTxt(config.account));
        logger.info(`ads on (${config.account}): ads.txt written`);
      },
    },
  };
}
