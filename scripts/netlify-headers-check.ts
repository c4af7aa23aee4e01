/**
 * The build's _headers as Netlify reads it: @netlify/headers-parser (Netlify's own parser) must
 * read dist/_headers (or $OUT_DIR/_headers) without an error, and the headers Netlify would send
 * for each file (every matching rule in order, a later value of a header replacing an earlier
 * one) must carry the security headers, the right Cache-Control (immutable under /_astro/), and
 * on every page exactly one CSP equal to the page's <meta> policy plus frame-ancestors 'none'; and
 * netlify.toml's build command must remove the files meant for the host only (.assetsignore's list
 * and itself). A missing /_astro/ file is the Edge Function's (netlify/edge-functions/), tested
 * with Cloudflare's Worker in deploy/missing-asset.test.ts.
 * Fails naming each file and what is wrong.
 * Usage: node scripts/netlify-headers-check.ts
 */
import { readFile, readdir } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import {
  pageCspProblems,
  securityHeaderProblems,
} from "../src/integrations/header-expectations.ts";
import {
  immutableCacheControl,
  revalidateCacheControl,
} from "../src/integrations/security-headers.ts";

const outDir = resolve(process.env["OUT_DIR"] ?? "dist");
const parserVersion = (
  JSON.parse(
    await readFile(
      new URL("../node_modules/@netlify/headers-parser/package.json", import.meta.url),
      "utf8",
    ),
  ) as { version: string }
).version;

const { headers: parsed, errors } = await parseAllHeaders({
  headersFiles: [join(outDir, "_headers")],
  configHeaders: [],
  minimal: false,
});
if (errors.length > 0) {
  console.error(`Netlify's parser found errors in ${outDir}/_headers:`);
  for (const error of errors) console.error(`  ${error.message}`);
  process.exit(1);
}
const rules = parsed.filter((rule): rule is Header => "forRegExp" in rule);
if (rules.length === 0) {
  console.error(`Netlify's parser read no rule from ${outDir}/_headers`);
  process.exit(1);
}

/** The headers Netlify sends for a URL path, by lower-case name. */
function netlifyHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(path)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

/** The URL paths Netlify serves an HTML file at (the root 404.html answers unknown paths). */
function pagePaths(file: string): string[] {
  const clean = `/${file.replace(/\.html$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "");
  if (file === "404.html") return ["/404", "/no-such-page", "/blog/no-such-article"];
  return [clean || "/"];
}

const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile())
  .map((entry) =>
    join(entry.parentPath, entry.name)
      .slice(outDir.length + 1)
      .split(sep)
      .join("/"),
  )
  // Files for the host, not for visitors.
  .filter((file) => !["_headers", ".assetsignore"].includes(file) && !file.startsWith("_nginx/"))
  .sort();

const problems: string[] = [];

// What Cloudflare must not upload (.assetsignore, written by the build), and that file itself, are
// files for the host: netlify.toml's build command removes each before Netlify publishes the folder.
const netlifyToml = await readFile(new URL("../netlify.toml", import.meta.url), "utf8");
const buildCommand = /^\s*command\s*=\s*"([^"]*)"/m.exec(netlifyToml)?.[1] ?? "";
const publishDir = /^\s*publish\s*=\s*"([^"]*)"/m.exec(netlifyToml)?.[1] ?? "";
const removed = new Set(
  [...buildCommand.matchAll(/\brm -rf ([^&;|]+)/g)].flatMap(([, paths = ""]) =>
    paths.trim().split(/\s+/),
  ),
);
const hostFiles = (await readFile(join(outDir, ".assetsignore"), "utf8"))
  .split("\n")
  .map((line) => line.trim().replace(/\/$/, ""))
  .filter((line) => line !== "" && !line.startsWith("#"));
for (const hostFile of [...hostFiles, ".assetsignore"]) {
  if (!removed.has(`${publishDir}/${hostFile}`)) {
    problems.push(`netlify.toml: its build command does not remove ${publishDir}/${hostFile}`);
  }
}

let pages = 0;
for (const file of files) {
  const isPage = file.endsWith(".html");
  const metaPolicy = isPage
    ? /<meta http-equiv="content-security-policy" content="([^"]*)"/i
        .exec(await readFile(join(outDir, file), "utf8"))?.[1]
        ?.replaceAll("&#39;", "'")
    : undefined;
  if (isPage && metaPolicy === undefined) problems.push(`${file}: the page has no CSP <meta>`);
  if (isPage) pages++;
  for (const path of isPage ? pagePaths(file) : [`/${file}`]) {
    const headers = netlifyHeaders(path);
    const cacheControl = file.startsWith("_astro/")
      ? immutableCacheControl
      : revalidateCacheControl;
    const found = [
      ...securityHeaderProblems(headers),
      ...(headers["cache-control"] === cacheControl
        ? []
        : [`cache-control is ${JSON.stringify(headers["cache-control"])}, not "${cacheControl}"`]),
      ...(metaPolicy === undefined
        ? []
        : pageCspProblems(headers["content-security-policy"], metaPolicy)),
    ];
    for (const problem of found) problems.push(`${path} (${file}): ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(
    `The headers Netlify would send are wrong for ${problems.length} file(s) or path(s):`,
  );
  for (const problem of problems.slice(0, 40)) console.error(`  ${problem}`);
  if (problems.length > 40) console.error(`  … and ${problems.length - 40} more`);
  process.exit(1);
}
console.log(
  `Netlify (@netlify/headers-parser ${parserVersion}) reads ${rules.length} rules from ` +
    `${outDir}/_headers with no error, and each file gets the headers it must (every page one ` +
    `CSP equal to its <meta> plus frame-ancestors):`,
);
console.log(`${files.length} files passed (${pages} pages, ${files.length - pages} other files)`);
