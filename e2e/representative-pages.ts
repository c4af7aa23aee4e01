/**
 * Which pages of a template the browser checks stand for the rest. Pages of one template share
 * their markup and differ in data: a page is worth a browser's visit when it has a kind of element
 * that no other page already checked has (a tag, a class, a role, a test id, an input type). The
 * kinds are read from the built HTML, so a page that brings something new (a context line in
 * other colours, a note, a table in an article) is picked without anyone choosing it.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const outDir = process.env["OUT_DIR"] ?? "dist";

/** The URL paths of the sitemap the build wrote. */
export function sitemapPaths(): string[] {
  return readdirSync(outDir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) =>
      [...readFileSync(join(outDir, name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? "").pathname,
      ),
    );
}

/** The built file that the server sends for a page of the sitemap ("/" is index.html). */
export function builtPageFile(path: string): string {
  return join(outDir, path === "/" ? "index.html" : `${path}.html`);
}

/** SVG shapes and elements hidden from assistive technology (icons) are not kinds of their own. */
const ignoredTags = new Set(["svg", "path", "circle", "rect", "line", "polyline", "polygon", "g"]);

/**
 * The kinds of element in a page's body: each tag, each tag with each of its classes, its role,
 * its test id and (for inputs) its type. Scripts and styles are left out, and so is whatever is
 * hidden from assistive technology.
 */
export function elementKinds(html: string): Set<string> {
  const body = html
    .slice(Math.max(0, html.indexOf("<body")))
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const kinds = new Set<string>();
  for (const [, name = "", attributes = ""] of body.matchAll(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g)) {
    const tag = name.toLowerCase();
    if (ignoredTags.has(tag) || /\saria-hidden="true"/.test(attributes)) continue;
    kinds.add(tag);
    const attribute = (attributeName: string) =>
      new RegExp(`\\s${attributeName}="([^"]*)"`).exec(attributes)?.[1];
    for (const className of (attribute("class") ?? "").split(/\s+/).filter(Boolean))
      kinds.add(`${tag}.${className}`);
    const role = attribute("role");
    if (role) kinds.add(`${tag}[role=${role}]`);
    const testId = attribute("data-testid");
    if (testId) kinds.add(`[data-testid=${testId}]`);
    const type = attribute("type");
    if (tag === "input" && type) kinds.add(`input[type=${type}]`);
  }
  return kinds;
}

/** A page's kinds of element, read from its built file once. */
const kindsByPath = new Map<string, Set<string>>();
export function pageKinds(path: string): Set<string> {
  let kinds = kindsByPath.get(path);
  if (!kinds) {
    kinds = elementKinds(readFileSync(builtPageFile(path), "utf8"));
    kindsByPath.set(path, kinds);
  }
  return kinds;
}

/**
 * Pages of one template that together have every kind of element any of them has: `first`, then
 * each time the page with the most kinds not seen yet (ties go to the earlier page of `paths`).
 */
export function pagesWithEveryKind(paths: readonly string[], first: string): string[] {
  if (!paths.includes(first)) throw new Error(`${first} is not one of the template's pages`);
  const unseen = new Set(paths.flatMap((path) => [...pageKinds(path)]));
  const chosen: string[] = [];
  let next: string | undefined = first;
  while (next !== undefined) {
    chosen.push(next);
    for (const kind of pageKinds(next)) unseen.delete(kind);
    next = undefined;
    let most = 0;
    for (const path of paths) {
      const newKinds = [...pageKinds(path)].filter((kind) => unseen.has(kind)).length;
      if (newKinds > most) [next, most] = [path, newKinds];
    }
  }
  return chosen;
}
