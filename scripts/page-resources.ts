/**
 * What a built page makes the browser fetch or run, read from its HTML: the URLs its elements
 * load (scripts, stylesheets, icons, images, islands) and the code its CSP would refuse outright
 * (event-handler attributes, `javascript:` URLs). scripts/check-site.ts checks these on every page,
 * so that the browser loop of e2e/every-page.spec.ts can visit a representative set.
 */

/** One start tag: its name and attributes (names lower-cased, values with entities decoded). */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#39": "'",
  "#x27": "'",
};

const decodeEntities = (value: string): string =>
  value.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known !== undefined) return known;
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });

/**
 * The start tags of a page, in order, leaving out comments and what is inside <script>, <style>
 * and <textarea> (text, not markup).
 * @example startTags('<a href="/x">x</a>') // [{ name: "a", attributes: Map { "href" => "/x" } }]
 */
export function startTags(html: string): StartTag[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<(script|style|textarea)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  const tags: StartTag[] = [];
  const tagPattern =
    /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>"']+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*)\s*\/?>/g;
  for (const [, name = "", rawAttributes = ""] of markup.matchAll(tagPattern)) {
    const attributes = new Map<string, string>();
    for (const [, key = "", double, single, bare] of rawAttributes.matchAll(
      /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g,
    )) {
      attributes.set(key.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ""));
    }
    tags.push({ name: name.toLowerCase(), attributes });
  }
  return tags;
}

/** The URLs of a srcset: "a.webp 1x, b.webp 2x" → ["a.webp", "b.webp"]. */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");

/** Link types whose href the browser fetches (or connects to) when the page loads. */
const fetchedLinkTypes = new Set([
  "stylesheet",
  "icon",
  "apple-touch-icon",
  "mask-icon",
  "manifest",
  "preload",
  "modulepreload",
  "prefetch",
  "preconnect",
  "dns-prefetch",
]);

/** Attributes that name something the browser loads, by element (`*` for any element). */
const loadingAttributes: Record<string, string[]> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  iframe: ["src"],
  frame: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src"],
  image: ["href", "xlink:href"],
  use: ["href", "xlink:href"],
  feimage: ["href", "xlink:href"],
  "astro-island": ["component-url", "renderer-url", "before-hydration-url"],
};

/**
 * The URLs a page's markup makes the browser load, each with the element and attribute naming it.
 * @example fetchedUrls('<img src="/a.png"><link rel="canonical" href="https://x">') // [{ url: "/a.png", where: "img src" }]
 */
export function fetchedUrls(html: string): { url: string; where: string }[] {
  const found: { url: string; where: string }[] = [];
  for (const { name, attributes } of startTags(html)) {
    if (name === "link") {
      const types = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
      const href = attributes.get("href");
      if (href !== undefined && types.some((type) => fetchedLinkTypes.has(type))) {
        found.push({ url: href, where: `link rel="${attributes.get("rel")}"` });
      }
      continue;
    }
    for (const attribute of loadingAttributes[name] ?? []) {
      const value = attributes.get(attribute);
      if (value === undefined || value === "") continue;
      const urls = attribute === "srcset" ? srcsetUrls(value) : [value];
      for (const url of urls) found.push({ url, where: `${name} ${attribute}` });
    }
    const style = attributes.get("style");
    if (style) {
      for (const url of cssUrls(style)) found.push({ url, where: `${name} style` });
    }
  }
  return found;
}

/**
 * The URLs a style sheet or a style attribute loads: its url(…) values and @import rules.
 * @example cssUrls('@import "a.css"; b { background: url(/b.png) }') // ["a.css", "/b.png"]
 */
export function cssUrls(css: string): string[] {
  return [
    ...[...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi)].map(
      ([, double, single, bare]) => double ?? single ?? bare ?? "",
    ),
    ...[...css.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)].map(
      ([, double, single]) => double ?? single ?? "",
    ),
  ].filter((url) => url !== "");
}

/**
 * Markup a CSP without 'unsafe-inline' or 'unsafe-hashes' refuses to run: event-handler
 * attributes (onclick="…") and `javascript:` URLs.
 * @example refusedInlineMarkup('<button onclick="go()">') // ['button onclick="go()"']
 */
export function refusedInlineMarkup(html: string): string[] {
  const refused: string[] = [];
  for (const { name, attributes } of startTags(html)) {
    for (const [key, value] of attributes) {
      if (/^on[a-z]+$/.test(key)) refused.push(`${name} ${key}="${value.slice(0, 40)}"`);
      else if (/^\s*javascript:/i.test(value))
        refused.push(`${name} ${key}="${value.slice(0, 40)}"`);
    }
  }
  return refused;
}

/**
 * Whether a URL a page loads stays on the site: a path or a relative URL, not another host and not
 * a data:, blob: or other scheme (the CSP allows 'self' only).
 * @example isSameOriginPath("/_astro/a.js") // true
 * @example isSameOriginPath("//cdn.example/a.js") // false
 */
export function isSameOriginPath(url: string): boolean {
  return !url.startsWith("//") && !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * The pages besides the tool and unit-pair pages that may load script files: the home page (live
 * cards, search), the blog listing (its filter), the conversions list, and the 404 page (Quick
 * convert). Every other page loads none.
 */
export const otherPagesWithScripts: readonly string[] = ["/", "/blogs", "/conversions", "/404"];
