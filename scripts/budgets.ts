/** The budgets of shared/DESIGN.md, kept in the project so the site check can enforce them. */
export const budgets = {
  /** External JS on a page with no calculator (static pages, blog, 404), bytes. */
  staticPageJsBytes: 0,
  /** All JS a tool page loads with the page, React included, gzipped, bytes (web workers and on-demand chunks are reported beside it). */
  toolPageJsGzipBytes: 80 * 1024,
  /** The site's own share of that JS: all but React's packages and Astro's React client, gzipped, bytes. */
  ownJsGzipBytes: 14 * 1024,
  /**
   * CSS per page, gzipped, bytes: the styles a page carries inline (what it needs before it can
   * paint), and apart the site's one linked stylesheet, which pages share and the browser caches.
   */
  cssGzipBytes: 12 * 1024,
  /**
   * Where the first screen's answer may start in the gzipped HTML, bytes: what a server sends in
   * its first round trip (TCP's initial window, ten segments of 1,460 bytes, less the headers).
   */
  firstRoundTripGzipBytes: 14 * 1024,
  /** HTML of a tool page, gzipped, bytes. */
  toolPageHtmlGzipBytes: 30 * 1024,
  /** A full `astro build`, seconds (on 2 cores). */
  buildSeconds: 60,
} as const;
