/**
 * Checks the built site in dist/ (or $OUT_DIR): internal links and fragment targets, HTML
 * validity (html-validate and the Nu HTML Checker), inline code allowed by the CSP, what each page
 * loads (files of the site that were built, no other host) and no markup its CSP refuses, the sitemap
 * (canonical URLs only, every one built), and the budgets of scripts/budgets.ts. A page's
 * JavaScript is read from the build's module graph (src/integrations/module-graph.ts): every chunk
 * it loads with the page, and the site's own share of their bytes. Prints the budgets per page
 * type, checks that docs/performance.md's table of JavaScript per page is this build's, and ends
 * with 'N passed, N failed'.
 * Usage: node scripts/check-site.ts [--write-docs]
 *   --write-docs  writes this build's table of JavaScript per page into docs/performance.md
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join, relative, resolve } from "node:path";
import { HtmlValidate } from "html-validate/node";
import { runNuChecker } from "./nu-checker.ts";
import { refusedInlineCode } from "../src/integrations/inline-code.ts";
import { attribute, islandTags } from "../src/integrations/island-preload.ts";
import {
  fileOfUrl,
  moduleGraphFile,
  staticClosure,
  type ModuleGraph,
} from "../src/integrations/module-graph.ts";
import {
  budgetTable,
  pageJavaScript,
  pageTypes,
  withGeneratedTable,
  type PageJavaScript,
} from "../src/integrations/page-javascript.ts";
import {
  cssUrls,
  fetchedUrls,
  isSameOriginPath,
  otherPagesWithScripts,
  refusedInlineMarkup,
} from "./page-resources.ts";
import { budgets } from "./budgets.ts";
import "./source-imports.ts";

// After source-imports.ts: the tools come from the list of measures, whose imports have no extension.
const { nonCanonicalPaths, tools } = await import("../src/tools.ts");
const { ingredients } = await import("../src/lib/ingredients/index.ts");
const { ingredientPage } = await import("../src/lib/ingredients/page.ts");

const root = resolve(process.env["OUT_DIR"] ?? "dist");
const failures: string[] = [];
const pending: string[] = [];
let passed = 0;

function check(ok: boolean, failure: string): void {
  if (ok) passed += 1;
  else failures.push(failure);
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The URL path a built HTML file answers at: dist/length.html → /length, dist/index.html → /. */
function urlPathOf(file: string): string {
  const path = "/" + relative(root, file).replaceAll("\\", "/");
  return path.replace(/(\/index)?\.html$/, "") || "/";
}

/** Resolves a URL path to a built file the way scripts/serve.ts does. */
function fileFor(urlPath: string): string | null {
  const base = join(root, decodeURIComponent(urlPath));
  for (const candidate of [base, `${base}.html`, join(base, "index.html")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const gzipSize = (content: string | Buffer): number => gzipSync(content).length;

const attributeValues = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1] ?? "");

const isSiteUrl = (url: string): boolean => url.startsWith("/") && !url.startsWith("//");

/**
 * The script files a page's HTML names (scripts, modulepreloads, the after-paint preload list,
 * island components and renderers), as files of the build folder; their imports come from the module graph. Islands
 * that hydrate on the visitor's first interaction (`client:interaction`) are left out: their
 * files load later, and `interactionEntries` names them.
 */
function scriptEntries(html: string): string[] {
  const islands = islandTags(html)
    .filter((tag) => attribute(tag, "client") !== "interaction")
    .flatMap((tag) =>
      ["component-url", "renderer-url", "before-hydration-url"].map((name) => attribute(tag, name)),
    );
  return [
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    // The page's own scripts, which its site script runs after the first paint (scripts-after-paint.ts).
    ...attributeValues(html, /\sdata-scripts-after-paint="([^"]+)"/g).flatMap((list) =>
      list.split(" "),
    ),
    // What the after-paint island requests with itself (island-preload.ts): the page's measure too.
    ...attributeValues(html, /\sdata-preload="([^"]+)"/g).flatMap((list) => list.split(" ")),
    ...islands.filter((url): url is string => url !== null),
  ]
    .filter(isSiteUrl)
    .map(fileOfUrl);
}

/** The components of a page's `client:interaction` islands, as files of the build folder. */
function interactionEntries(html: string): string[] {
  return islandTags(html)
    .filter((tag) => attribute(tag, "client") === "interaction")
    .map((tag) => attribute(tag, "component-url"))
    .filter((url): url is string => url !== null && url !== "" && isSiteUrl(url))
    .map(fileOfUrl);
}

const sourceCache = new Map<string, Buffer>();
function builtFile(file: string): Buffer {
  let source = sourceCache.get(file);
  if (source === undefined) {
    source = readFileSync(join(root, file));
    sourceCache.set(file, source);
  }
  return source;
}
const gzipCache = new Map<string, number>();
/** A built file's gzipped size; 0 for a file that was not built (reported by the loaded-files check). */
function gzipBytesOf(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = existsSync(join(root, file)) ? gzipSize(builtFile(file)) : 0;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A page's CSS, gzipped: what it carries inline, and the stylesheets it links (build files). */
function pageCss(html: string): { inline: number; linked: string[] } {
  // Linked, or named for the site script to apply once the page has loaded (critical-css.ts).
  const linked = [
    ...attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /<script data-site-script[^>]*\sdata-site-style="([^"]+)"/g),
  ].map(fileOfUrl);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  return { inline: gzipSize(inline), linked };
}

/** What marks a page's first answer: a tool's result, an ingredient's or pair's headline. */
const answerMarkers = ['data-testid="result"', 'data-testid="pair-answer"'];

/**
 * Where a page's first screen ends in its gzipped HTML: its answer's start, or on a page without
 * one, the end of its main heading.
 */
function firstScreenOffset(html: string): number {
  const answers = answerMarkers.map((marker) => html.indexOf(marker)).filter((at) => at > 0);
  const end = answers.length > 0 ? Math.min(...answers) : html.indexOf("</h1>");
  return gzipSize(end > 0 ? html.slice(0, end) : html);
}

const toolPaths = new Set<string>(tools.flatMap((tool) => [tool.routePath, tool.canonicalPath]));
/** Unit-pair pages sit one level below a tool's short path: /length/meters-to-feet. */
const pairPagePattern = new RegExp(
  `^(${tools
    .map((tool) => tool.canonicalPath)
    .filter((path) => /^\/[a-z-]+$/.test(path))
    .join("|")})/[a-z0-9-]+-to-[a-z0-9-]+$`,
);
/** Ingredient pages sit below the cooking converter's path: /cooking/all-purpose-flour. */
const ingredientPages = new Map(
  ingredients.map((ingredient) => {
    const page = ingredientPage(ingredient);
    return [page.path, page] as const;
  }),
);
/** DESIGN.md: JS loaded on demand after a click is at most 10 KB gzipped per chunk. */
const onDemandChunkGzipBytes = 10 * 1024;

const writeDocs = process.argv.includes("--write-docs");
const performanceDoc = new URL("../docs/performance.md", import.meta.url);

async function main(): Promise<void> {
  if (!existsSync(root)) throw new Error(`${root} does not exist: run the build first.`);
  const graphFile = moduleGraphFile(root);
  if (!existsSync(graphFile)) {
    throw new Error(
      `${graphFile} does not exist: the build writes it (src/integrations/post-build.ts).`,
    );
  }
  const graph = JSON.parse(await readFile(graphFile, "utf8")) as ModuleGraph;
  const files = await listFiles(root);
  const htmlFiles = files.filter((file) => file.endsWith(".html"));
  const pages = new Map<string, string>();
  for (const file of htmlFiles) pages.set(urlPathOf(file), await readFile(file, "utf8"));
  const idsByPath = new Map<string, Set<string>>();
  for (const [path, html] of pages) {
    idsByPath.set(path, new Set(attributeValues(html, /\sid="([^"]+)"/g)));
  }

  // Links and fragment targets.
  for (const [path, html] of pages) {
    const hrefs = attributeValues(html, /<a[^>]*\shref="([^"]*)"/g);
    for (const href of new Set(hrefs)) {
      if (/^(https?:|mailto:|tel:|\/\/)/.test(href)) continue;
      const target = new URL(href, `http://site${path}`);
      const file = fileFor(target.pathname);
      if (!file) {
        if (toolPaths.has(target.pathname)) {
          pending.push(`${path} → ${target.pathname} (tool page not built yet)`);
        } else {
          check(false, `broken link on ${path}: ${href}`);
        }
        continue;
      }
      passed += 1;
      if (target.hash.length > 1) {
        const id = decodeURIComponent(target.hash.slice(1));
        const targetPath = urlPathOf(file);
        check(
          idsByPath.get(targetPath)?.has(id) ?? false,
          `missing #${id} on ${targetPath} (linked from ${path})`,
        );
      }
    }
  }

  // HTML validity.
  const validatorConfig = JSON.parse(
    await readFile(new URL("../.htmlvalidate.json", import.meta.url), "utf8"),
  );
  const validator = new HtmlValidate(validatorConfig);
  for (const file of htmlFiles) {
    const report = await validator.validateFile(file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(
        (m) => `${relative(root, file)}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`,
      ),
    );
    check(report.valid, `invalid HTML:\n    ${problems.slice(0, 8).join("\n    ")}`);
  }

  // The W3C Nu HTML Checker: errors fail, warnings are printed.
  const nu = runNuChecker(root, htmlFiles);
  for (const file of htmlFiles) {
    const errors = nu.errors.get(relative(root, file)) ?? [];
    check(
      errors.length === 0,
      `Nu HTML Checker, ${relative(root, file)}:\n    ${errors.slice(0, 8).join("\n    ")}`,
    );
  }
  check(!nu.errors.has("(checker)"), `Nu HTML Checker: ${nu.errors.get("(checker)")?.join("; ")}`);
  for (const [message, { count, example }] of nu.warnings) {
    console.log(`Nu HTML Checker warning (${count}×, e.g. ${example}): ${message}`);
  }

  // Every inline script and style element is allowed by its page's CSP.
  for (const [path, html] of pages) {
    const refused = refusedInlineCode(html);
    check(refused.length === 0, `CSP of ${path} refuses its own ${refused.join("; ")}`);
  }

  // What each page loads is a file of the site that was built (no request to another host, none
  // the CSP's 'self' refuses, no 404 in the console), and it has no markup its CSP refuses outright.
  for (const [path, html] of pages) {
    const refusedMarkup = refusedInlineMarkup(html);
    check(refusedMarkup.length === 0, `CSP of ${path} refuses its ${refusedMarkup.join("; ")}`);
    const styleElements = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
      (m) => m[1] ?? "",
    );
    const loaded = [
      ...fetchedUrls(html),
      ...styleElements.flatMap((css) =>
        cssUrls(css).map((url) => ({ url, where: "style element" })),
      ),
    ];
    for (const { url, where } of loaded) {
      if (!isSameOriginPath(url)) {
        check(false, `${path} loads ${url} (${where}) from outside the site`);
        continue;
      }
      if (url.startsWith("#")) continue;
      const target = decodeURIComponent(new URL(url, `http://site${path}`).pathname);
      check(fileFor(target) !== null, `${path} loads ${url} (${where}), which was not built`);
    }
  }

  // Sitemap: canonical URLs only, each one built.
  const sitemapFiles = files.filter((file) => /sitemap-\d+\.xml$/.test(file));
  check(sitemapFiles.length > 0, "no sitemap-0.xml was built");
  const nonCanonical = new Set(nonCanonicalPaths());
  const sitemapCounts = new Map<string, number>();
  for (const sitemapFile of sitemapFiles) {
    const xml = await readFile(sitemapFile, "utf8");
    for (const loc of attributeValues(xml, /<loc>([^<]+)<\/loc>/g)) {
      const urlPath = new URL(loc).pathname.replace(/(.)\/$/, "$1");
      sitemapCounts.set(urlPath, (sitemapCounts.get(urlPath) ?? 0) + 1);
      check(!nonCanonical.has(urlPath), `sitemap lists a non-canonical path: ${urlPath}`);
      check(fileFor(urlPath) !== null, `sitemap lists a path that was not built: ${urlPath}`);
      check(!urlPath.endsWith("404"), `sitemap lists a 404 page: ${urlPath}`);
    }
  }

  // Unit-pair pages: each in the sitemap once; every sitemap page with its own title and description.
  const pairPages = [...pages.keys()].filter((path) => pairPagePattern.test(path));
  check(pairPages.length > 0, "no unit-pair page was built");
  for (const path of pairPages) {
    const count = sitemapCounts.get(path) ?? 0;
    check(count === 1, `the sitemap lists the pair page ${path} ${count} times`);
  }
  // Ingredient pages: each in the sitemap once, its headline and cited figure those of its entry.
  check(ingredientPages.size >= 48, `only ${ingredientPages.size} ingredient pages`);
  for (const [path, expected] of ingredientPages) {
    const html = pages.get(path) ?? "";
    check(html !== "", `the ingredient page ${path} was not built`);
    check(
      (sitemapCounts.get(path) ?? 0) === 1,
      `the sitemap does not list the ingredient page ${path} once`,
    );
    const textOf = (testId: string) =>
      new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1]?.trim() ?? "";
    check(
      textOf("pair-answer") === expected.headline,
      `${path} says "${textOf("pair-answer")}", not its entry's "${expected.headline}"`,
    );
    check(
      textOf("cited-figure") === expected.citation.figure,
      `${path} cites "${textOf("cited-figure")}", not its entry's "${expected.citation.figure}"`,
    );
  }
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of sitemapCounts.keys()) {
    const html = pages.get(path) ?? "";
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? "";
    check(title !== "" && description !== "", `${path} has no title or no description`);
    check(!titles.has(title), `${path} has the same title as ${titles.get(title)}: ${title}`);
    check(
      !descriptions.has(description),
      `${path} has the same description as ${descriptions.get(description)}`,
    );
    titles.set(title, path);
    descriptions.set(description, path);
  }

  // The module graph is this build's: each of its chunks was built, and each script file of the
  // build is one of its chunks or a file one of them refers to (a web worker).
  const graphFiles = new Set(
    Object.values(graph.chunks).flatMap((chunk) => [chunk.file, ...chunk.assets]),
  );
  for (const file of graphFiles) {
    check(existsSync(join(root, file)), `${graphFile} names ${file}, which was not built`);
  }
  for (const file of files.filter((file) => file.startsWith(join(root, "_astro")))) {
    const name = relative(root, file).replaceAll("\\", "/");
    if (!name.endsWith(".js")) continue;
    check(graphFiles.has(name), `${name} is not in ${graphFile}: the graph is not this build's`);
  }
  // Code loaded on demand is imported by URL (src/integrations/on-demand-chunks.ts): an import()
  // that escaped it brings back Vite's preload helper, some 880 gzipped bytes on the pages that
  // load the importing file.
  for (const chunk of Object.values(graph.chunks)) {
    const helper = chunk.modules.find((module) => module.source.startsWith("\0vite/preload"));
    check(
      helper === undefined,
      `${chunk.file} holds Vite's preload helper: an import() in a file that loads it is not by URL`,
    );
  }

  // Budgets: JavaScript (all of it, and the site's own share), CSS and HTML.
  const javascript = new Map<string, PageJavaScript>();
  const onInteraction = new Map<string, { component: string; bytes: number }[]>();
  const cssAndHtml = new Map<string, { css: number; html: number; firstScreen: number }>();
  const linkedStylesheets = new Set<string>();
  for (const [path, html] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    const js = pageJavaScript(graph, scriptEntries(html), gzipBytesOf);
    javascript.set(path, js);
    // An island hydrated on interaction brings what the page has not loaded: on-demand code.
    for (const component of interactionEntries(html)) {
      const brought = staticClosure(graph, [component]).filter((file) => !js.files.includes(file));
      const bytes = brought.reduce((sum, file) => sum + gzipBytesOf(file), 0);
      check(
        bytes <= onDemandChunkGzipBytes,
        `island hydrated on interaction over 10 KB on ${path}: ${component} brings ${bytes} B gzipped`,
      );
      onInteraction.set(path, [...(onInteraction.get(path) ?? []), { component, bytes }]);
    }
    for (const chunk of js.onDemand) {
      const own = gzipBytesOf(chunk);
      check(
        own <= onDemandChunkGzipBytes,
        `on-demand chunk over 10 KB on ${path}: ${chunk} ${own} B gzipped`,
      );
    }
    const { inline: css, linked: stylesheets } = pageCss(html);
    for (const file of stylesheets) linkedStylesheets.add(file);
    const htmlGzip = gzipSize(html);
    const firstScreen = firstScreenOffset(html);
    cssAndHtml.set(path, { css, html: htmlGzip, firstScreen });
    check(
      firstScreen <= budgets.firstRoundTripGzipBytes,
      `the first screen of ${path} ends ${firstScreen} B into its gzipped HTML, past the first round trip (${budgets.firstRoundTripGzipBytes} B)`,
    );
    const isToolPage =
      toolPaths.has(path) || pairPagePattern.test(path) || ingredientPages.has(path);
    // The tool and pair pages, and the few others with a script of their own; every other page
    // must load no script file (e2e/every-page.spec.ts checks the same in the browser on a sample).
    const isCalculatorPage = isToolPage || otherPagesWithScripts.includes(path);
    if (isCalculatorPage) {
      const figures = `${js.gzipBytes} B gzipped, of which the site's own ${js.ownGzipBytes} B`;
      check(
        js.gzipBytes <= budgets.toolPageJsGzipBytes,
        `JS budget exceeded on ${path}: ${figures} (budget ${budgets.toolPageJsGzipBytes} B)`,
      );
      check(
        js.ownGzipBytes <= budgets.ownJsGzipBytes,
        `own-JS budget exceeded on ${path}: ${figures} (budget for its own ${budgets.ownJsGzipBytes} B)`,
      );
    } else {
      check(
        js.files.length === 0,
        `a page with no calculator loads JavaScript files: ${path} (${js.files.join(", ")})`,
      );
    }
    check(css <= budgets.cssGzipBytes, `inline CSS budget exceeded on ${path}: ${css} B gzipped`);
    if (isToolPage) {
      check(
        htmlGzip <= budgets.toolPageHtmlGzipBytes,
        `HTML budget exceeded on ${path}: ${htmlGzip} B gzipped`,
      );
    }
  }

  // The stylesheet the pages share: built, within the CSS budget, and one for the whole site.
  for (const file of linkedStylesheets) {
    check(existsSync(join(root, file)), `a page links ${file}, which was not built`);
    if (!existsSync(join(root, file))) continue;
    const bytes = gzipBytesOf(file);
    check(bytes <= budgets.cssGzipBytes, `shared CSS budget exceeded: ${file} ${bytes} B gzipped`);
    console.log(`The shared stylesheet ${file}: ${kb(bytes)} gzipped`);
  }
  check(linkedStylesheets.size === 1, `pages link ${linkedStylesheets.size} stylesheets, not one`);

  // One line per page type: the pages that load the same files (a converter, its other path and
  // its pair pages), with the largest CSS and HTML among them.
  const types = pageTypes(javascript);
  console.log(
    `JavaScript per page type, gzipped (budgets: all ${kb(budgets.toolPageJsGzipBytes)}, the site's own ${kb(budgets.ownJsGzipBytes)}):`,
  );
  for (const type of types) {
    const js = javascript.get(type.path);
    if (!js) continue;
    const largest = (key: "css" | "html" | "firstScreen") =>
      Math.max(...type.paths.map((path) => cssAndHtml.get(path)?.[key] ?? 0));
    const later = [
      ...js.onDemand.map((chunk) => {
        const brought = staticClosure(graph, [chunk]).filter((file) => !js.files.includes(file));
        return `+${kb(brought.reduce((sum, file) => sum + gzipBytesOf(file), 0))} on demand (${chunk.replace(/^_astro\//, "")} and ${brought.length - 1} more)`;
      }),
      ...(onInteraction.get(type.path) ?? []).map(
        ({ component, bytes }) =>
          `+${kb(bytes)} on interaction (${component.replace(/^_astro\//, "")})`,
      ),
      ...js.assets
        .filter((file) => file.endsWith(".js"))
        .map((file) => `+${kb(gzipBytesOf(file))} worker on first use`),
    ];
    console.log(
      `  ${`${type.path}${type.paths.length > 1 ? ` (+${type.paths.length - 1} alike)` : ""}`.padEnd(44)} ${String(js.files.length).padStart(3)} js files ${kb(type.gzipBytes).padStart(8)} all ${kb(type.ownGzipBytes).padStart(7)} own ${kb(largest("css")).padStart(7)} css ${kb(largest("html")).padStart(7)} html, first screen in ${kb(largest("firstScreen"))}${later.length > 0 ? ` (${later.join("; ")})` : ""}`,
    );
  }

  // docs/performance.md shows this build's table.
  const table = budgetTable(types, budgets.toolPageJsGzipBytes, budgets.ownJsGzipBytes);
  const doc = await readFile(performanceDoc, "utf8");
  const updated = withGeneratedTable(doc, table);
  if (writeDocs) {
    if (updated !== doc) await writeFile(performanceDoc, updated);
    console.log("docs/performance.md: the table of JavaScript per page written");
  } else {
    check(
      updated === doc,
      "docs/performance.md's table of JavaScript per page is not this build's: run " +
        "`node scripts/check-site.ts --write-docs` after the build and commit the table",
    );
  }

  if (pending.length > 0) {
    console.log(`Pending links to tool pages not built yet (${pending.length}):`);
    for (const line of [...new Set(pending.map((p) => p.split(" → ")[1]))])
      console.log(`  ${line}`);
  }
  for (const failure of failures) console.error(`FAIL ${failure}`);
  console.log(`site checks: ${passed} passed, ${failures.length} failed`);
  if (failures.length > 0) process.exit(1);
}

await main();
