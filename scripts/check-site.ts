/**
 * Checks the built site in dist/ (or $OUT_DIR): internal links and fragment targets, HTML
 * validity (html-validate and the Nu HTML Checker), inline code allowed by the CSP, what each page
 * loads (files of the site that were built, no other host) and no markup its CSP refuses, the sitemap
 * (canonical URLs only, every one built), and the budgets of scripts/budgets.ts. Prints a budget table and ends with 'N passed, N failed'.
 * Usage: node scripts/check-site.ts
 */
import { readdir, readFile } from "node:fs/promises";
import { existsSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { dirname, join, relative, resolve } from "node:path";
import { HtmlValidate } from "html-validate/node";
import { runNuChecker } from "./nu-checker.ts";
import { refusedInlineCode } from "../src/integrations/inline-code.ts";
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

/**
 * Every JS file a page loads: its scripts, modulepreloads, island components and renderers, and
 * their imports. Web workers started by that code are collected separately in `workers`, and
 * chunks it imports on demand (`import("./x.js")`, after a click or a keystroke) in `onDemand`.
 */
function javascriptClosure(
  html: string,
  pageFile: string,
  workers: Set<string>,
  onDemand: Set<string> = new Set(),
): Set<string> {
  const entryUrls = [
    ...attributeValues(html, /<script[^>]*\ssrc="([^"]+)"/g),
    ...attributeValues(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attributeValues(html, /component-url="([^"]+)"/g),
    ...attributeValues(html, /renderer-url="([^"]+)"/g),
    ...attributeValues(html, /before-hydration-url="([^"]+)"/g),
  ].filter((url) => url.startsWith("/") || url.startsWith("."));
  const entries = entryUrls.map((url) =>
    url.startsWith("/") ? join(root, url) : resolve(dirname(pageFile), url),
  );
  return importClosure(entries, workers, onDemand);
}

/** The files and everything they import statically; workers and on-demand chunks collected apart. */
function importClosure(
  entries: string[],
  workers: Set<string>,
  onDemand: Set<string>,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = statSync(file).isFile() ? readFileSyncCached(file) : "";
    const imports = [
      ...source.matchAll(
        /(?:import|export)\s*(?:[\w*{}\s,$]*\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
      ),
    ].map((match) => resolve(dirname(file), match[1] ?? ""));
    for (const match of source.matchAll(/import\(\s*[`"'](\.{1,2}\/[^`"']+)[`"']\s*\)/g)) {
      onDemand.add(resolve(dirname(file), match[1] ?? ""));
    }
    // Web workers are loaded by URL (new Worker(new URL("/_astro/x.js", ...))) when first used.
    for (const match of source.matchAll(
      /new Worker\(new URL\([`"'](\/_astro\/[^`"']+\.js)[`"']/g,
    )) {
      workers.add(join(root, match[1] ?? ""));
    }
    queue.push(...imports);
  }
  return seen;
}

const sourceCache = new Map<string, string>();
function readFileSyncCached(file: string): string {
  let source = sourceCache.get(file);
  if (source === undefined) {
    source = require_readFileSync(file);
    sourceCache.set(file, source);
  }
  return source;
}
import { readFileSync as require_readFileSync_raw } from "node:fs";
function require_readFileSync(file: string): string {
  return require_readFileSync_raw(file, "utf8");
}

function cssBytes(html: string): number {
  const linked = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)
    .map((url) => join(root, url))
    .filter((file) => existsSync(file))
    .map((file) => readFileSyncCached(file))
    .join("\n");
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  return gzipSize(linked + inline);
}

const toolPaths = new Set<string>(tools.flatMap((tool) => [tool.routePath, tool.canonicalPath]));
/** Unit-pair pages sit one level below a tool's short path: /length/meters-to-feet. */
const pairPagePattern = new RegExp(
  `^(${tools
    .map((tool) => tool.canonicalPath)
    .filter((path) => /^\/[a-z-]+$/.test(path))
    .join("|")})/[a-z0-9-]+-to-[a-z0-9-]+$`,
);
/** DESIGN.md: JS loaded on demand after a click is at most 10 KB gzipped per chunk. */
const onDemandChunkGzipBytes = 10 * 1024;

async function main(): Promise<void> {
  if (!existsSync(root)) throw new Error(`${root} does not exist: run the build first.`);
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

  // Budgets.
  const rows: string[] = [];
  for (const [path, html] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    const file = fileFor(path) ?? join(root, "404.html");
    const workers = new Set<string>();
    const onDemand = new Set<string>();
    const scripts = javascriptClosure(html, file, workers, onDemand);
    const gzipTotal = (files: Set<string>) =>
      [...files].reduce((sum, script) => sum + gzipSize(readFileSyncCached(script)), 0);
    const jsGzip = gzipTotal(scripts);
    const workerGzip = gzipTotal(workers);
    // Each on-demand chunk with the files it brings that the page has not loaded yet.
    const onDemandGzip = [...onDemand]
      .filter((chunk) => existsSync(chunk))
      .map((chunk) => {
        const brought = [...importClosure([chunk], new Set(), new Set())].filter(
          (script) => !scripts.has(script),
        );
        const own = gzipSize(readFileSyncCached(chunk));
        check(
          own <= onDemandChunkGzipBytes,
          `on-demand chunk over 10 KB on ${path}: ${relative(root, chunk)} ${own} B gzipped`,
        );
        return { own, brought: gzipTotal(new Set(brought)), files: brought.length };
      });
    const css = cssBytes(html);
    const htmlGzip = gzipSize(html);
    const isToolPage = toolPaths.has(path) || pairPagePattern.test(path);
    // The tool and pair pages, and the few others with a script of their own; every other page
    // must load no script file (e2e/every-page.spec.ts checks the same in the browser on a sample).
    const isCalculatorPage = isToolPage || otherPagesWithScripts.includes(path);
    rows.push(
      `${path.padEnd(44)} ${String(scripts.size).padStart(3)} js files ${(jsGzip / 1024).toFixed(1).padStart(6)} KB js ${(css / 1024).toFixed(1).padStart(5)} KB css ${(htmlGzip / 1024).toFixed(1).padStart(5)} KB html${workerGzip > 0 ? ` (+${(workerGzip / 1024).toFixed(1)} KB worker loaded on first use)` : ""}${onDemandGzip.map(({ own, brought, files }) => ` (+${(own / 1024).toFixed(1)} KB on demand, ${(brought / 1024).toFixed(1)} KB in ${files} files with what it imports)`).join("")}`,
    );
    if (isCalculatorPage) {
      check(
        jsGzip <= budgets.toolPageJsGzipBytes,
        `JS budget exceeded on ${path}: ${jsGzip} B gzipped`,
      );
    } else {
      check(
        scripts.size === 0,
        `a page with no calculator loads JavaScript files: ${path} (${[...scripts].map((s) => relative(root, s)).join(", ")})`,
      );
    }
    check(css <= budgets.cssGzipBytes, `CSS budget exceeded on ${path}: ${css} B gzipped`);
    if (isToolPage) {
      check(
        htmlGzip <= budgets.toolPageHtmlGzipBytes,
        `HTML budget exceeded on ${path}: ${htmlGzip} B gzipped`,
      );
    }
  }

  console.log("Budgets per page (gzipped):");
  for (const row of rows) console.log(`  ${row}`);
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
