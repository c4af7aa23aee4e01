/**
 * What the hosts' small scripts in front of /_astro/* do (Cloudflare's Worker, Netlify's Edge
 * Function): pass each answer on as the host's file server gives it, with the headers of
 * `_headers`, except a 404. `_headers` gives every /_astro/ path "immutable" for a year and cannot
 * tell a missing file from a present one, so a file of a deploy that is gone (or not there yet)
 * would stick in browsers for a year; a 404 is sent with "no-store" instead.
 */

/**
 * The host's answer for a fingerprinted file, never cached when the file is missing.
 * @example (await uncachedWhenMissing(new Response("", { status: 404 }))).headers.get("Cache-Control") // "no-store"
 */
export function uncachedWhenMissing(response: Response): Response {
  if (response.status !== 404) return response;
  // A fetched answer's headers cannot be changed: the answer is copied.
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
