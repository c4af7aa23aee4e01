/**
 * The speculation rules every page carries (BaseLayout, as an inline
 * `<script type="speculationrules">` that the CSP allows by its hash: security-headers.ts). When
 * the pointer rests on a link to one of the site's pages, the browser fetches that page; when it
 * presses the link, it prepares the page whole, so the click shows it at once. Why inline and not
 * a header: docs/performance.md.
 * - Prerender (on a press): the site's pages, except the offline page and links with a query (a
 *   query sets a converter's state; such a page is fetched, not run ahead of the click). Not in a
 *   build with ads on: a prerendered page would load ads and ask for consent before anyone sees it.
 * - Prefetch (on a resting pointer): every link to the site.
 */
import { offlinePagePath } from "./offline-support.ts";

/**
 * How early the browser acts. Fetching a page starts on a pointer resting on its link (about
 * 200 ms) or pressing it ("moderate"); running it ahead waits for the press ("conservative"): on a
 * phone Chromium reads "moderate" as links that stay in view, and prerendering those while the
 * first page loads took its bandwidth and CPU (Lighthouse: /length's LCP 1.35 → 1.80× the
 * reference).
 */
const fetchEagerness = "moderate";
const prerenderEagerness = "conservative";

/**
 * The rules' JSON, as the page writes it.
 * @example JSON.parse(speculationRules(false)).prerender[0].eagerness // "conservative"
 */
export function speculationRules(withAds: boolean): string {
  const sitePages = { href_matches: "/*" };
  const prerender = {
    where: {
      and: [
        sitePages,
        { not: { href_matches: offlinePagePath } },
        { not: { href_matches: "/*\\?*" } },
      ],
    },
    eagerness: prerenderEagerness,
  };
  const prefetch = { where: sitePages, eagerness: fetchEagerness };
  return JSON.stringify(
    withAds ? { prefetch: [prefetch] } : { prerender: [prerender], prefetch: [prefetch] },
  );
}
