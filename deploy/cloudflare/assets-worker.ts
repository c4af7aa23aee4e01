/**
 * The Cloudflare Worker in front of the fingerprinted files (wrangler.jsonc runs it first for
 * /_astro/* only; every other path is answered by the asset server alone): a missing file is sent
 * with "no-store" (../missing-asset.ts). scripts/wrangler-check.sh proves it in Cloudflare's own
 * runtime.
 */
import { uncachedWhenMissing } from "../missing-asset.ts";

/** The binding wrangler.jsonc gives the Worker: the static assets of the build. */
interface Env {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    return uncachedWhenMissing(await env.ASSETS.fetch(request));
  },
};
