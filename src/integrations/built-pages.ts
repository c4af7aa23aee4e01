/**
 * The built HTML pages, read once after the build for every step that looks at them or changes
 * them (post-build.ts), and written back once if a step changed them.
 */
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/**
 * The text of HTML with its character references for &, quotes, < and > decoded, as the browser
 * reads an attribute or a text.
 * @example decodedHtml("a &amp; b&#39;s") // "a & b's"
 */
export function decodedHtml(text: string): string {
  return text
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** Astro's one-line style for islands, which it prints where a page's first island is. */
export const astroIslandStyle = "astro-island,astro-slot,astro-static-slot{display:contents}";

/** The site script's tag as BaseLayout writes it (src/inline-scripts/site-shell.js). */
export const siteScriptTag = "<script data-site-script>";

/**
 * The page with attributes added to its site script's tag, for steps that tell the script what
 * the build made (values are URLs and lists of URLs: no quotes to escape); null if the page has
 * no site script.
 * @example withSiteScriptAttributes('<script data-site-script>…', { "data-a": "/x" }) // '<script data-site-script data-a="/x">…'
 */
export function withSiteScriptAttributes(
  html: string,
  attributes: Record<string, string>,
): string | null {
  // The tag's opening, which an earlier step may have given attributes of its own.
  const opening = siteScriptTag.slice(0, -1);
  const at = html.search(new RegExp(`${opening}(?=[\\s>])`));
  if (at < 0) return null;
  const added = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
  const end = at + opening.length;
  return `${html.slice(0, end)}${added.join("")}${html.slice(end)}`;
}

/** One built page. */
export interface BuiltPage {
  /** Its path in the build folder, with `/` (`length.html`, `blog/404.html`). */
  file: string;
  /** Its HTML as the steps leave it. */
  html: string;
}

/**
 * Every HTML file of the build folder, with the text each had when read.
 * @example const { pages, written } = await readBuiltPages("dist"); …; await written()
 */
export async function readBuiltPages(
  root: string,
): Promise<{ pages: BuiltPage[]; written: () => Promise<number> }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
  const read = await Promise.all(
    files.map(async (path) => ({
      path,
      file: relative(root, path).split(sep).join("/"),
      original: await readFile(path, "utf8"),
    })),
  );
  const pages: BuiltPage[] = read.map(({ file, original }) => ({ file, html: original }));
  /** Writes the pages a step changed; gives how many. */
  const written = async () => {
    const changed = read.flatMap(({ path, original }, index) => {
      const html = pages[index]?.html;
      return html === undefined || html === original ? [] : [{ path, html }];
    });
    await Promise.all(changed.map(({ path, html }) => writeFile(path, html)));
    return changed.length;
  };
  return { pages, written };
}
