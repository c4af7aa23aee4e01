/**
 * A page's own scripts after its first paint. Astro writes each component's `<script>` as
 * `<script type="module" src="/_astro/….js">`, which the browser fetches as soon as it reads the
 * tag, while the page itself is still arriving: on a phone it shares the page's bandwidth, and
 * Lighthouse counts it in the largest paint (the home page: LCP 1.76 → 1.28× the reference). This
 * step (run by post-build.ts) takes those tags out of each page and names their files on the site
 * script (`data-scripts-after-paint`), which imports them once the first content has been shown
 * (src/inline-scripts/site-shell.js), as the islands' code is (after-paint-directive.ts). Inline
 * module scripts stay: they fetch nothing. A script that reads a field must take what was typed
 * before it ran (Quick convert answers the field's value when it attaches).
 */
import { siteScriptTag, withSiteScriptAttributes, type BuiltPage } from "./built-pages.ts";

const moduleScriptTag = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * Moves the page's module script files onto its site script; throws if a page with such a script
 * has no site script to run it.
 * @example withScriptsAfterPaint({ file: "a.html", html: '<script type="module" src="/_astro/a.js"></script><script data-site-script>…' }) // html: '<script data-site-script data-scripts-after-paint="/_astro/a.js">…'
 */
export function withScriptsAfterPaint(page: BuiltPage): BuiltPage {
  const files = [...page.html.matchAll(moduleScriptTag)].map(([, file = ""]) => file);
  if (files.length === 0) return page;
  const moved = withSiteScriptAttributes(page.html.replace(moduleScriptTag, ""), {
    "data-scripts-after-paint": [...new Set(files)].join(" "),
  });
  if (moved === null) {
    throw new Error(
      `scripts-after-paint.ts: ${page.file} has module scripts but no ${siteScriptTag} to run them`,
    );
  }
  return { ...page, html: moved };
}
