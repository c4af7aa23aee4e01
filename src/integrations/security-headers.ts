/**
 * The production HTTP headers: one list of security headers and cache rules, written after each
 * build (by post-build.ts) as `_headers` (the format Netlify and Cloudflare Pages read, and scripts/serve.ts applies)
 * and as nginx `add_header` files for deploy/nginx/precision-computing.conf. The Content Security
 * Policy is the one Astro puts in each page's <meta> (with the hashes it computed for that build),
 * plus `frame-ancestors`, which browsers only honour in a header.
 */
import { readFileSync, readdirSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroUserConfig } from "astro";
import { formatHeadersFile, type HeaderRule } from "./headers-file.ts";
import {
  sha256Hash,
  inlineScriptHashes as pageScriptHashes,
  withoutUnusedScriptHashes,
} from "./inline-code.ts";
import type { AdCspDirective } from "../ads/provider.ts";
import type { BuiltPage } from "./built-pages.ts";
import { speculationRules } from "../speculation-rules.ts";

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig["security"]>["csp"]>, boolean>;
type CspDirective = NonNullable<CspConfig["directives"]>[number];

/** The scripts that pages embed inline, verbatim (src/inline-scripts/*.js). */
const inlineScriptsFolder = fileURLToPath(new URL("../inline-scripts/", import.meta.url));

/**
 * `sha256-…` of each inline script file: the CSP allows exactly these inline scripts. The ads-*.js
 * files run only on pages of builds with ads on, so only those builds allow them.
 */
/** The hashes of the inline scripts every page may carry: src/inline-scripts/ and the speculation rules. */
function inlineScriptHashes(withAds: boolean): `sha256-${string}`[] {
  return [
    ...readdirSync(inlineScriptsFolder)
      .filter((name) => name.endsWith(".js") && (withAds || !name.startsWith("ads-")))
      .sort()
      .map((name) => sha256Hash(readFileSync(join(inlineScriptsFolder, name), "utf8"))),
    sha256Hash(speculationRules(withAds)),
  ];
}

/**
 * Astro's `security.csp` setting. Astro adds `script-src` and `style-src` with the hashes of every
 * script and style it emits; these are the other directives and the hashes of our inline scripts.
 * `style-src-attr 'unsafe-inline'`: React and the Markdown code highlighter render `style`
 * attributes into the HTML (the BMI gauge position, colour swatches, code colours) and hydration
 * never re-applies them, so a blocked attribute would stay unstyled. Style elements stay hashed.
 * `adSources`: the ad network's origins per directive, only in builds with ads on (src/ads/).
 * @example contentSecurityPolicy("https://open.er-api.com/v6/latest/USD")
 */
export function contentSecurityPolicy(
  ratesUrl: string,
  adSources: Readonly<Record<AdCspDirective, readonly string[]>> | null = null,
): CspConfig {
  const ads = (directive: AdCspDirective) =>
    (adSources?.[directive] ?? []).map((origin) => ` ${origin}`).join("");
  const directives: CspDirective[] = [
    "default-src 'self'",
    `connect-src 'self' ${new URL(ratesUrl).origin}${ads("connect-src")}`,
    `img-src 'self'${ads("img-src")}`,
    ...(adSources ? [`frame-src ${adSources["frame-src"].join(" ")}` as const] : []),
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return {
    algorithm: "SHA-256",
    directives,
    scriptDirective: {
      hashes: inlineScriptHashes(adSources !== null),
      ...(adSources ? { resources: ["'self'", ...adSources["script-src"]] } : {}),
    },
    styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: "attribute" }] },
  };
}

const generatedNote = "Written by src/integrations/security-headers.ts at build time; do not edit.";

/** Cache-Control of pages, the feed, the sitemap and other files whose URL never changes. */
export const revalidateCacheControl = "public, max-age=0, must-revalidate";
/** Cache-Control of the fingerprinted files under /_astro/ (their name changes with their content). */
export const immutableCacheControl = "public, max-age=31536000, immutable";

/** Browser features the site never uses, turned off for the page and anything it embeds. */
const disabledFeatures = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The security headers every response carries, given the page CSP (without frame-ancestors).
 * @example securityHeaders("default-src 'self'")["X-Frame-Options"] // "DENY"
 */
export function securityHeaders(pageCsp: string): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": disabledFeatures.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Content-Security-Policy": frameableNowhere(pageCsp),
  };
}

/**
 * A page's policy as a header: its directives plus `frame-ancestors 'none'`, which only a header
 * can carry.
 * @example frameableNowhere("default-src 'self';") // "default-src 'self'; frame-ancestors 'none'"
 */
export function frameableNowhere(pageCsp: string): string {
  return [...cspDirectives(pageCsp), "frame-ancestors 'none'"].join("; ");
}

/**
 * The directives of a policy, each trimmed, in order.
 * @example cspDirectives("default-src 'self';img-src 'self';") // ["default-src 'self'", "img-src 'self'"]
 */
export function cspDirectives(policy: string): string[] {
  return policy
    .split(";")
    .map((directive) => directive.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/**
 * The CSP of a built page's <meta http-equiv="content-security-policy">, or null.
 * @example metaCsp(`<meta http-equiv="content-security-policy" content="default-src &#39;self&#39;">`) // "default-src 'self'"
 */
export function metaCsp(html: string): string | null {
  const meta = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/i);
  return meta?.[1]?.replaceAll("&#39;", "'").replaceAll("&quot;", '"') ?? null;
}

/** The URL path a built page answers at: `length.html` → `/length`, `index.html` → `/`. */
function pagePath(file: string): string {
  const path = `/${file.replaceAll("\\", "/").replace(/\.html$/, "")}`;
  return path === "/index" ? "/" : path;
}

/**
 * The CSP of every built page by its URL path; a build where a page lacks one fails.
 * @example pagePolicies([{ file: "index.html", html }]) // Map { "/" => "default-src 'self'; …" }
 */
function pagePolicies(pages: readonly BuiltPage[]): Map<string, string> {
  const policies = new Map<string, string>();
  for (const { file, html } of pages) {
    const csp = metaCsp(html);
    if (csp === null) throw new Error(`${file} declares no Content Security Policy`);
    policies.set(pagePath(file), csp);
  }
  return policies;
}

/**
 * Takes out of every page's CSP the script hashes that allow no inline script of the build: Astro
 * lists the loader of every client directive (idle, visible, media, only), used or not, and each
 * costs 54 characters of every `_headers` CSP line. Changes the pages in place; gives the number
 * of hashes taken out.
 * @example pruneUnusedScriptHashes(pages) // 6
 */
export function pruneUnusedScriptHashes(pages: BuiltPage[]): number {
  const used = new Set(pages.flatMap(({ html }) => pageScriptHashes(html)));
  const listed = new Set<string>();
  for (const page of pages) {
    for (const hash of (metaCsp(page.html) ?? "").match(/'sha256-[^']+'/g) ?? []) listed.add(hash);
    page.html = withoutUnusedScriptHashes(page.html, used);
  }
  return [...listed].filter((hash) => !used.has(hash)).length;
}

/** A page's own policy where it differs from the site's: the rule paths that carry it. */
export interface PolicyRule {
  path: string;
  policy: string;
}

/**
 * The rules that give pages whose CSP differs from the site-wide one (the root 404 page's, which
 * every unknown path is answered with) their own. A folder takes one rule, `/folder/*`, for the
 * policy most of its pages share where that needs fewer rules than a rule per page; its other
 * pages follow with a rule each (even those with the site's policy), which a host applies after
 * the folder's. Every other page that differs takes a rule of its own. Pages differ only by the
 * hashes of the inline scripts they carry (an early answer), so a page's policy never allows less
 * than the site's.
 * @example pagePolicyRules(new Map([["/404", "a"], ["/x", "b"], ["/y/1", "b"]]), "a") // [{ path: "/x", policy: "b" }, { path: "/y/*", policy: "b" }]
 */
export function pagePolicyRules(
  policies: ReadonlyMap<string, string>,
  sitePolicy: string,
): PolicyRule[] {
  const folders = new Map<string, [string, string][]>();
  const rules: PolicyRule[] = [];
  for (const [path, policy] of [...policies].sort(([a], [b]) => a.localeCompare(b))) {
    const segments = path.split("/");
    const folder = segments[1] ?? "";
    if (segments.length < 3) {
      if (policy !== sitePolicy) rules.push({ path, policy });
    } else folders.set(folder, [...(folders.get(folder) ?? []), [path, policy]]);
  }
  for (const [folder, pages] of folders) {
    const counts = new Map<string, number>();
    for (const [, policy] of pages) counts.set(policy, (counts.get(policy) ?? 0) + 1);
    const [shared] = [...counts].sort(([, a], [, b]) => b - a)[0] ?? [sitePolicy];
    const differing = (from: string) => pages.filter(([, policy]) => policy !== from);
    const withFolderRule = 1 + differing(shared).length;
    if (shared !== sitePolicy && withFolderRule < differing(sitePolicy).length) {
      rules.push({ path: `/${folder}/*`, policy: shared });
      rules.push(...differing(shared).map(([path, policy]) => ({ path, policy })));
    } else {
      rules.push(...differing(sitePolicy).map(([path, policy]) => ({ path, policy })));
    }
  }
  return rules.sort((a, b) => (ruleOrder(a.path) < ruleOrder(b.path) ? -1 : 1));
}

/** Sorts a folder's `/folder/*` rule just before the rules of its pages, which override it. */
function ruleOrder(path: string): string {
  return path.endsWith("/*") ? `${path.slice(0, -1)}\u0000` : path;
}

/**
 * The `_headers` rules: security headers for every path with the site-wide CSP, then each page
 * policy rule, which drops that CSP (`! Content-Security-Policy`, Cloudflare Pages' syntax; Netlify
 * skips the line and lets the later rule's value win) and sets its own; Cache-Control on paths that
 * no other Cache-Control rule matches (hosts join the values of one header from two matching rules).
 */
function headerRules(
  siteCsp: string,
  policyRules: readonly PolicyRule[],
  topLevelFolders: string[],
): HeaderRule[] {
  const rule = (path: string, headers: Record<string, string>): HeaderRule => ({
    path,
    headers: Object.entries(headers),
    detached: [],
  });
  const revalidate = { "Cache-Control": revalidateCacheControl };
  const rules: HeaderRule[] = [
    rule("/*", securityHeaders(siteCsp)),
    ...policyRules.map(({ path, policy }) => ({
      path,
      headers: [["Content-Security-Policy", frameableNowhere(policy)]] as [string, string][],
      detached: ["content-security-policy"],
    })),
    rule("/_astro/*", { "Cache-Control": immutableCacheControl }),
    rule("/", revalidate),
    rule("/:file", revalidate),
    ...topLevelFolders
      .filter((folder) => folder !== "_astro")
      .map((folder) => rule(`/${folder}/*`, revalidate)),
  ];
  // One rule per path (Cloudflare Pages reads at most 100): a folder's CSP and Cache-Control meet.
  const byPath = new Map<string, HeaderRule>();
  for (const { path, headers, detached } of rules) {
    const same = byPath.get(path);
    if (same) {
      same.headers.push(...headers);
      same.detached.push(...detached);
    } else byPath.set(path, { path, headers: [...headers], detached: [...detached] });
  }
  return [...byPath.values()];
}

/**
 * nginx's `map` from the request's path to the CSP header of the page it serves (the build's
 * `_nginx/csp-map.conf`, included at the http level by deploy/nginx/precision-computing.conf).
 * try_files rewrites `$uri` to the file it found (`/length.html`), so both forms match.
 */
function nginxCspMap(siteCsp: string, policyRules: readonly PolicyRule[]): string {
  const quoted = (value: string) => {
    if (/["$\\]/.test(value)) throw new Error(`a CSP cannot be written for nginx: ${value}`);
    return `"${value}"`;
  };
  const escaped = (path: string) => path.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  // nginx takes the first pattern that matches: a page's own rule before its folder's.
  const pagesFirst = [...policyRules].sort(
    (a, b) => Number(a.path.endsWith("/*")) - Number(b.path.endsWith("/*")),
  );
  const lines = pagesFirst.map(({ path, policy }) => {
    const pattern = path.endsWith("/*")
      ? `~^${escaped(path.slice(0, -1))}`
      : `~^${escaped(path)}(\\.html)?$`;
    return `    "${pattern}" ${quoted(frameableNowhere(policy))};`;
  });
  return [
    `# ${generatedNote}`,
    "map $uri $precision_computing_csp {",
    `    default ${quoted(frameableNowhere(siteCsp))};`,
    ...lines,
    "}",
    "",
  ].join("\n");
}

function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    // A value is written as it is, or names one nginx variable (the page's CSP from csp-map.conf).
    const variable = /^\$\w+$/.test(value);
    if (!variable && /["$\\]/.test(value)) {
      throw new Error(`${name} cannot be written for nginx: ${value}`);
    }
    return `add_header ${name} "${value}" always;`;
  });
  return `# ${generatedNote}\n${lines.join("\n")}\n`;
}

/** The policy of nginx's own error pages: plain HTML that loads nothing. */
const nginxErrorPageCsp =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The folder of nginx's files in the build, and the file that keeps it from the upload. */
export const hostOnlyFolder = "_nginx";
export const hostOnlyListFile = ".assetsignore";

/**
 * Writes `_headers`, and `_nginx/pages.conf`, `assets.conf`, `errors.conf` and `csp-map.conf` for nginx, from the
 * CSP of each built page; gives a line for the build's log.
 * @example await writeSecurityHeadersFiles("dist", pages) // "_headers and _nginx/*.conf written (64 rules, …)"
 */
export async function writeSecurityHeadersFiles(
  root: string,
  pages: readonly BuiltPage[],
): Promise<string> {
  const policies = pagePolicies(pages);
  const pageCsp = policies.get("/404");
  if (pageCsp === undefined) throw new Error("the build has no root 404.html");
  const policyRules = pagePolicyRules(policies, pageCsp);
  const topLevelFolders = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== "_nginx")
    .map((entry) => entry.name)
    .sort();
  const headersText = formatHeadersFile(
    headerRules(pageCsp, policyRules, topLevelFolders),
    generatedNote,
  );
  await writeFile(join(root, "_headers"), headersText);
  await mkdir(join(root, "_nginx"), { recursive: true });
  const security = securityHeaders(pageCsp);
  await writeFile(join(root, "_nginx", "csp-map.conf"), nginxCspMap(pageCsp, policyRules));
  await writeFile(
    join(root, "_nginx", "pages.conf"),
    nginxHeaders({
      ...security,
      "Content-Security-Policy": "$precision_computing_csp",
      "Cache-Control": revalidateCacheControl,
    }),
  );
  await writeFile(
    join(root, "_nginx", "assets.conf"),
    nginxHeaders({ ...security, "Cache-Control": immutableCacheControl }),
  );
  // nginx's own error pages, for requests it refuses before any location (a URL or a header too
  // long): included at the server level, which only those answers use.
  await writeFile(
    join(root, "_nginx", "errors.conf"),
    nginxHeaders({
      ...security,
      "Content-Security-Policy": nginxErrorPageCsp,
      "Cache-Control": "no-store",
    }),
  );
  // nginx's files are for the host, not for visitors: Cloudflare leaves what .assetsignore names
  // out of the upload (the test server honours it too; nginx refuses /_nginx/ itself).
  await writeFile(join(root, hostOnlyListFile), `${hostOnlyFolder}/\n`);
  const ruleCount = headersText.split("\n").filter((line) => line.startsWith("/")).length;
  // Cloudflare Pages reads at most 100 rules; the rest would go out without their headers.
  if (ruleCount > 100) {
    throw new Error(
      `_headers has ${ruleCount} rules; Cloudflare Pages reads at most 100. Fewer page ` +
        "policies (pages that share one, or a folder whose pages all do, take one rule).",
    );
  }
  const longest = Math.max(...headersText.split("\n").map((line) => line.length));
  // Cloudflare Pages drops a _headers line longer than 2,000 characters: the site would go
  // out without its CSP header, so the build stops instead.
  if (longest > 2000) {
    throw new Error(
      `_headers has a line of ${longest} characters; Cloudflare Pages ignores lines over ` +
        "2,000. Fewer inline scripts (each adds a hash to the CSP) or a shorter policy.",
    );
  }
  return (
    `_headers and _nginx/*.conf written (${ruleCount} rules, ${policyRules.length} of ` +
    `them page policies; longest line ${longest} characters)`
  );
}
