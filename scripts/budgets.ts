/** The budgets of shared/DESIGN.md, kept in the project so the site check can enforce them. */
export const budgets = {
  /** External JS on a page with no calculator (static pages, blog, 404), bytes. */
  staticPageJsBytes: 0,
  /** All JS a tool page loads with the page, gzipped, bytes (web workers started later are reported beside it). */
  toolPageJsGzipBytes: 75 * 1024,
  /** CSS per page, gzipped, bytes. */
  cssGzipBytes: 12 * 1024,
  /** HTML of a tool page, gzipped, bytes. */
  toolPageHtmlGzipBytes: 30 * 1024,
  /** A full `astro build`, seconds (on 2 cores). */
  buildSeconds: 60,
} as const;
