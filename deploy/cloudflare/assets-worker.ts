/**
 * The Cloudflare Worker in front of the fingerprinted files (wrangler.jsonc runs it first for
 * /_astro/* only; every other path is answered by the asset server alone). It passes each answer
 * on as the asset server gives it, with the headers of _headers, except a 404: `_headers` gives
 * every /_astro/ path "immutable" for a year and cannot tell a missing file from a present one, so
 * a file of a deploy that is gone (or not there yet) would stick in browsers for a year. A 404 is
 * sent with "no-store" instead. scripts/wrangler-check.sh proves it in Cloudflare's own runtime.
 */

/** The binding wrangler.jsonc gives the Worker: the static assets of the build. */
interface Env {
  ASSETS: { fetch: (request: Request) => Promise<Response> };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const response = await env.ASSETS.fetch(request);
    if (response.status !== 404) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};
