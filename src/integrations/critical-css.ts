/**
 * The first screen's styles in the first round trip. Astro inlines the site's whole stylesheet
 * (about 59 KB, 11 KB gzipped) into every page's head, and the answer then starts some 17 KB into
 * the compressed page: past the 14 KB a server sends in its first round trip. After the build,
 * this step (run by post-build.ts):
 * - writes the whole stylesheet once, as a fingerprinted file under /_astro/, whose address
 *   every page gives its site script (`<script data-site-script data-site-style="…">`,
 *   src/inline-scripts/site-shell.js). The script asks for the file after the first paint, adds
 *   it held (media "not all") once the page has loaded, and applies it only when the page first
 *   shows a class that the inline rules lack: the browser caches it across pages, it takes
 *   nothing from the page's first paints, and the restyle of every element that applying it
 *   costs (a long task on a phone) happens only on pages that need it. (Linked for the screen at
 *   the end of the body, it held up the page's module scripts until it arrived; preloaded, linked
 *   for print, or prefetched from the head, its download began inside the page's own, and
 *   Lighthouse counted it in the largest paint.)
 * - keeps inline only the rules that can match the page's own HTML: a rule stays when each class
 *   of its selector is in the page's markup (or is `dark`, which the theme script sets before the
 *   first paint); rules without classes, keyframes and the custom properties the kept rules use
 *   stay too. What only the islands draw later (an open panel, an error) is in the linked file,
 *   which arrives long before the islands' code. The inline part is the same for every page that
 *   shares a CSP (the union of their classes), so they keep sharing one policy and `_headers`
 *   keeps its number of rules;
 * - swaps the old stylesheet's hash in each page's CSP for the new one's.
 * Cascade order holds: the inline rules keep their order, and the file repeats every rule after
 * them, so each element ends up styled exactly as the whole stylesheet styles it.
 */
import { createHash } from "node:crypto";
import postcss, { type AtRule, type Root } from "postcss";
import {
  astroIslandStyle,
  decodedHtml,
  siteScriptTag,
  withSiteScriptAttributes,
  type BuiltPage,
} from "./built-pages.ts";
import { cspHashSource } from "./inline-code.ts";
import { metaCsp } from "./security-headers.ts";

/** An inline `<style>` element and its text. */
const styleElement = /<style>([\s\S]*?)<\/style>/g;
/** Classes that scripts set before the first paint (the theme script's `dark` on <html>). */
const classesSetBeforePaint = ["dark"];

/**
 * The classes a page's markup names in its `class` attributes.
 * @example markupClasses('<p class="a b"></p>') // Set { "a", "b" }
 */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, list = ""] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of list.split(/\s+/)) if (name !== "") classes.add(decodedHtml(name));
  }
  return classes;
}

/**
 * The classes a selector needs for it to match anything: those outside `:not(…)` (a class
 * inside it is needed absent, not present). The site script reads the same from the stylesheets'
 * texts in the browser (`styledClasses` in src/inline-scripts/site-shell.js, which cannot import
 * this module): a change to what counts as needed is made in both.
 * @example selectorClasses(".a\\:b:hover .c:not(.d)") // ["a:b", "c"]
 */
export function selectorClasses(selector: string): string[] {
  let outsideNot = selector;
  // Innermost first, so nested parentheses go too.
  for (let before = ""; before !== outsideNot;) {
    before = outsideNot;
    outsideNot = outsideNot.replace(/:not\([^()]*\)/g, "");
  }
  return [...outsideNot.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name = ""]) =>
    name.replace(/\\(.)/g, "$1"),
  );
}

/**
 * The stylesheet with only what can style markup with these classes: the rules whose selectors
 * need no other class, the keyframes, and the custom properties (theme values, `@property`
 * registrations) that what is kept still uses.
 * @example criticalCss(".a{color:red}.b{color:blue}", new Set(["a"])) // ".a{color:red}"
 */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      selectorClasses(selector).every((name) => classes.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  removeEmptyAtRules(root);
  removeUnusedCustomProperties(root);
  removeEmptyAtRules(root);
  return root.toString();
}

function removeEmptyAtRules(root: Root): void {
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/**
 * Takes out custom properties that nothing left reads: a declaration `--x: …` (and an
 * `@property --x`) stays when `var(--x` appears in a value that stays, repeated until nothing
 * more goes (a theme value may read another).
 */
function removeUnusedCustomProperties(root: Root): void {
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((declaration) => {
      for (const [, name = ""] of declaration.value.matchAll(/var\((--[\w-]+)/g)) read.add(name);
    });
    let removed = 0;
    root.walkDecls(/^--/, (declaration) => {
      if (!read.has(declaration.prop)) {
        declaration.remove();
        removed += 1;
      }
    });
    root.walkAtRules("property", (atRule) => {
      if (!read.has(atRule.params.trim())) {
        atRule.remove();
        removed += 1;
      }
    });
    if (removed === 0) return;
  }
}

/** What the step did, for the build's log. */
export interface CriticalCssReport {
  /** The stylesheet's file in the build folder (`_astro/site.1a2b3c4d.css`). */
  file: string;
  /** Its text, to write. */
  css: string;
  /** How many inline stylesheets were made: one per set of pages sharing a CSP. */
  variants: number;
}

/**
 * Changes every page in place: inline only its critical rules, the whole stylesheet's URL (under
 * `base`) given to the site script, the new hash in its CSP. Throws if the pages do not carry one
 * and the same inline stylesheet, which is how Astro builds this site, or a page has no site
 * script to apply the whole one.
 * @example const { file, css } = withCriticalCss(pages, "/"); await writeFile(join(root, file), css);
 */
export function withCriticalCss(pages: BuiltPage[], base: string): CriticalCssReport {
  const sheets = new Set(
    pages.flatMap(({ html }) =>
      [...html.matchAll(styleElement)]
        .map(([, text = ""]) => text)
        .filter((text) => text !== astroIslandStyle),
    ),
  );
  const [sheet] = sheets;
  if (sheet === undefined || sheets.size !== 1) {
    throw new Error(
      `critical-css.ts expects every page to inline one and the same stylesheet; found ${sheets.size}`,
    );
  }
  const file = `_astro/site.${createHash("sha256").update(sheet).digest("hex").slice(0, 10)}.css`;
  const siteStyle = { "data-site-style": `${base}${file}` };
  const oldHash = cspHashSource(sheet);

  const groups = new Map<string, BuiltPage[]>();
  for (const page of pages) {
    const policy = metaCsp(page.html) ?? "";
    groups.set(policy, [...(groups.get(policy) ?? []), page]);
  }
  for (const group of groups.values()) {
    const classes = new Set(classesSetBeforePaint);
    for (const page of group) for (const name of markupClasses(page.html)) classes.add(name);
    const critical = criticalCss(sheet, classes);
    const newHash = cspHashSource(critical);
    for (const page of group) {
      const named = withSiteScriptAttributes(page.html, siteStyle);
      if (named === null) {
        throw new Error(
          `critical-css.ts: ${page.file} has no ${siteScriptTag} to apply the site's stylesheet`,
        );
      }
      page.html = named
        .replace(`<style>${sheet}</style>`, () => `<style>${critical}</style>`)
        .replace(/(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i, (whole) =>
          whole
            .replace(oldHash, newHash)
            .replace(oldHash.replaceAll("'", "&#39;"), newHash.replaceAll("'", "&#39;")),
        );
    }
  }
  return { file, css: sheet, variants: groups.size };
}
