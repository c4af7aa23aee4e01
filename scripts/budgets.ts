/** The budgets of shared/DESIGN.md, kept in the project so the site check can enforce them. */
export const budgets = {
  /** External JS on a page with no calculator (static pages, blog, 404), bytes. */
  staticPageJsBytes: 0,
  /** All JS a tool page loads with the page, React included, gzipped, bytes (web workers and on-demand chunks are reported beside it). */
  toolPageJsGzipBytes: 80 * 1024,
  /** The site's own share of that JS: all but React's packages and Astro's React client, gzipped, bytes. */
  ownJsGzipBytes: 14 * 1024,
  /** CSS per page, gzipped, bytes. */
  cssGzipBytes: 12 * 1024,
  /** HTML of a tool page, gzipped, bytes. */
  toolPageHtmlGzipBytes: 30 * 1024,
  /** A full `astro build`, seconds (on 2 cores). */
  buildSeconds: 60,
} as const;
