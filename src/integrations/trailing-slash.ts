/**
 * The trailing-slash rule of the servers we configure (scripts/serve.ts and the server block of
 * deploy/nginx/): a path of this site's shape loses its trailing slash by a redirect; any other
 * path with one gets the 404 page. Without the allow-list, "/%5Cevil.example/" would be sent to
 * "/\evil.example", which browsers read as the other site //evil.example.
 */

/** Segments of letters, digits and -._~ and one trailing slash; nginx's rewrite uses it as is. */
export const slashedSitePathPattern = "^(/[A-Za-z0-9._~-]+(?:/[A-Za-z0-9._~-]+)*)/$";

const slashedSitePath = new RegExp(slashedSitePathPattern);

/**
 * Where a request path (as sent, percent-encoded) that ends in a slash is redirected: the decoded
 * path without the slash, or null when the path is not of this site's shape (answer 404).
 * @example slashRedirectTarget("/length/") // "/length"
 * @example slashRedirectTarget("/%5Cevil.example/") // null
 */
export function slashRedirectTarget(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  return slashedSitePath.exec(decoded)?.[1] ?? null;
}
