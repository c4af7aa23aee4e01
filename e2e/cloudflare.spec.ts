/**
 * The same deploy checks as headers.spec.ts, against Cloudflare's asset server: `wrangler dev`
 * with wrangler.jsonc serving the build. scripts/wrangler-check.sh starts it and sets
 * WRANGLER_URL; without it these skip.
 */
import { test } from "./fixtures";
import { defineDeployChecks } from "./deploy-checks";

const wranglerUrl = process.env["WRANGLER_URL"] ?? "";

test.describe("Cloudflare Workers static assets (wrangler dev with wrangler.jsonc)", () => {
  test.skip(wranglerUrl === "", "WRANGLER_URL is not set: scripts/wrangler-check.sh runs these");
  // Cloudflare drops a trailing slash with a 307, and sends "//evil.example/" to "/evil.example/"
  // (a path of the site) before its 404.
  defineDeployChecks(() => wranglerUrl, { slashRedirectStatus: 307, probesAnswer404AtOnce: false });
});
