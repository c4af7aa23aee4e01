/**
 * The checks of a deployed build: security headers, caching, the Content Security Policy, clean
 * URLs, no redirect off the site, the 404s of a host that serves only the root 404.html, and
 * security.txt. headers.spec.ts runs them against the test server (scripts/serve.ts applying
 * dist/_headers), nginx.spec.ts against nginx with deploy/nginx's configuration, cloudflare.spec.ts
 * against Cloudflare's asset server (`wrangler dev` with wrangler.jsonc), so all are held to the
 * same answers.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { test, expect, firstQuickAnswer, waitForHydration } from "./fixtures";
import { recordCspViolations } from "./csp-violations";
import {
  cspDirectives,
  immutableCacheControl,
  revalidateCacheControl,
} from "../src/integrations/security-headers";
import { securityHeaderProblems } from "../src/integrations/header-expectations";
import { articleNotFound } from "../src/lib/blog/not-found";
import { defaultRatesUrl } from "../src/lib/currency/currency";
import { getTool } from "../src/tools";

const outDir = process.env["OUT_DIR"] ?? "dist";
const ratesOrigin = new URL(process.env["PUBLIC_RATES_URL"] || defaultRatesUrl).origin;

/** The first article of the build's sitemap. */
export function firstArticlePath(): string {
  const sitemap = readdirSync(outDir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => readFileSync(join(outDir, name), "utf8"))
    .join("\n");
  const article = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!article) throw new Error(`no article in the sitemap of ${outDir}`);
  return article;
}

/** The policy of a page's <meta http-equiv="content-security-policy">. */
export function metaPolicy(html: string): string {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1];
  if (!policy) throw new Error("the page has no CSP <meta>");
  return policy.replaceAll("&#39;", "'");
}

/** Directive name → its sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    cspDirectives(policy).map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

/** What the issue asks of every response's security headers (header-expectations.ts). */
export function expectSecurityHeaders(response: APIResponse, label: string): void {
  expect(securityHeaderProblems(response.headers()), label).toEqual([]);
}

/** A file under /_astro/ that a tool page loads. */
async function fingerprintedAsset(request: APIRequestContext, origin: string): Promise<string> {
  const path = getTool("length").canonicalPath;
  const response = await request.get(`${origin}${path}`);
  const html = await response.text();
  const asset = /["'\s](\/_astro\/[^"'\s]+)/.exec(html)?.[1];
  if (!asset) {
    throw new Error(
      `the length page references no /_astro/ file: ${path} answered ${response.status()}, ` +
        `${html.includes("<meta http-equiv") ? "a page of the site" : "not a page of the site"}`,
    );
  }
  return asset;
}

/**
 * Paths that a careless trailing-slash redirect sends off the site: without the slash,
 * "/\evil.example" and "//evil.example" are the host evil.example to a browser, and so is
 * "/\t/evil.example" (browsers drop tabs from URLs).
 */
export const offSiteRedirectProbes = [
  "/%5Cevil.example/",
  "/%5C%5Cevil.example/",
  "//evil.example/",
  "/%2F%2Fevil.example/",
  "/%09/evil.example/",
];

/** How hosts differ where both answers are right. */
export interface HostManners {
  /** The status of the trailing-slash redirect: 301, or 307 on Cloudflare. */
  slashRedirectStatus?: number;
  /**
   * Whether every probe of offSiteRedirectProbes gets a 404 at once (the servers we configure),
   * rather than possibly a redirect within the site first (Cloudflare sends "//evil.example/" to
   * "/evil.example/").
   */
  probesAnswer404AtOnce?: boolean;
}

/** Registers the deploy checks against a server; origin "" means the test server (baseURL). */
export function defineDeployChecks(
  origin: () => string,
  { slashRedirectStatus = 301, probesAnswer404AtOnce = true }: HostManners = {},
): void {
  const toolPath = getTool("length").canonicalPath;
  // Converter pages carry an early answer, so their policy adds its hash to the site's.
  const pages = () => [
    { label: "tool page", path: toolPath },
    { label: "tool page at its route path", path: getTool("length").routePath },
    { label: "unit-pair page", path: `${toolPath}/meters-to-feet` },
    { label: "static page", path: "/about-us" },
    { label: "article", path: firstArticlePath() },
    { label: "home page", path: "/" },
    // A folder whose pages mostly share one policy takes one rule; its other pages override it.
    { label: "time's unit-pair page", path: `${getTool("time").canonicalPath}/hours-to-minutes` },
    { label: "a tool page in the time folder", path: getTool("age").canonicalPath },
    { label: "another tool page in the time folder", path: getTool("timezone").canonicalPath },
    // The ingredient pages share the cooking folder's rule; the cooking page has its own policy.
    { label: "ingredient page", path: `${getTool("cooking").canonicalPath}/all-purpose-flour` },
    { label: "the cooking page", path: getTool("cooking").canonicalPath },
  ];

  test("every response carries the security headers", async ({ request }) => {
    const asset = await fingerprintedAsset(request, origin());
    const targets = [
      ...pages(),
      { label: "asset", path: asset },
      { label: "feed", path: "/rss.xml" },
      { label: "404", path: "/no-such-page" },
    ];
    for (const { label, path } of targets) {
      const response = await request.get(`${origin()}${path}`);
      expect(response.status(), `${label} ${path}`).toBe(label === "404" ? 404 : 200);
      expectSecurityHeaders(response, `${label} ${path}`);
    }
  });

  test("the browser takes every header without a warning", async ({ page }) => {
    const reports: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (/policy|strict-transport|cross-origin|x-frame-options/i.test(text)) reports.push(text);
    });
    for (const { path } of pages()) await page.goto(`${origin()}${path}`);
    expect(reports).toEqual([]);
  });

  test("pages, the feed and the sitemap revalidate; fingerprinted files are immutable", async ({
    request,
  }) => {
    const revalidated = [
      ...pages().map(({ path }) => path),
      "/rss.xml",
      "/sitemap-index.xml",
      "/sitemap-0.xml",
      "/blog/no-such-article",
    ];
    for (const path of revalidated) {
      const response = await request.get(`${origin()}${path}`);
      expect(response.headers()["cache-control"], path).toBe(revalidateCacheControl);
    }
    const asset = await fingerprintedAsset(request, origin());
    const response = await request.get(`${origin()}${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe(immutableCacheControl);
  });

  test("the CSP header is the page's own policy plus frame-ancestors, and it is strict", async ({
    request,
  }) => {
    for (const { label, path } of pages()) {
      const response = await request.get(`${origin()}${path}`);
      const meta = parsePolicy(metaPolicy(await response.text()));
      const header = parsePolicy(response.headers()["content-security-policy"] ?? "");
      expect(meta.has("frame-ancestors"), `${label}: frame-ancestors only works as a header`).toBe(
        false,
      );
      expect(header, label).toEqual(new Map([...meta, ["frame-ancestors", ["'none'"]]]));
      const scriptSources = header.get("script-src") ?? [];
      expect(scriptSources.length, label).toBeGreaterThan(1);
      expect(scriptSources, label).not.toContain("'unsafe-inline'");
      expect(scriptSources, label).not.toContain("'unsafe-eval'");
      expect(header.get("style-src"), label).not.toContain("'unsafe-inline'");
      expect(header.get("style-src")?.some((source) => source.startsWith("'sha256-"))).toBe(true);
      expect(header.get("connect-src"), label).toEqual(["'self'", ratesOrigin]);
      expect(header.get("object-src"), label).toEqual(["'none'"]);
      expect(header.get("base-uri"), label).toEqual(["'self'"]);
      expect(header.get("form-action"), label).toEqual(["'self'"]);
    }
  });

  test("clean URLs, no trailing slash, the host's files kept private", async ({ request }) => {
    const tool = getTool("length");
    for (const path of [tool.canonicalPath, tool.routePath, "/", "/blogs"]) {
      expect((await request.get(`${origin()}${path}`)).status(), path).toBe(200);
    }
    const slashed = await request.get(`${origin()}${tool.routePath}/?value=3`, { maxRedirects: 0 });
    expect(slashed.status()).toBe(slashRedirectStatus);
    expect(new URL(slashed.headers()["location"] ?? "", "http://host").pathname).toBe(
      tool.routePath,
    );
    expect(slashed.headers()["location"]).toContain("?value=3");
    expect((await request.get(`${origin()}/_headers`)).status()).toBe(404);
  });

  test("the host's own files are not served, and a missing fingerprinted file is not cached", async ({
    request,
  }) => {
    for (const path of ["/_headers", "/_nginx/pages.conf", "/_nginx/csp-map.conf"]) {
      expect((await request.get(`${origin()}${path}`)).status(), path).toBe(404);
    }
    // A file of a deploy that is gone (or not there yet) must not stick in browsers for a year.
    const missing = await request.get(`${origin()}/_astro/no-such-chunk.Zz9Zz9Zz.js`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"] ?? "").not.toContain("immutable");
    expect(missing.headers()["cache-control"] ?? "").not.toMatch(/max-age=[1-9]/);
  });

  test("no redirect leaves the site, whatever the path", async ({ request }) => {
    // The test server's origin is the baseURL; the probes are requested as written.
    const site = origin() || new URL(test.info().project.use.baseURL ?? "").origin;
    for (const probe of offSiteRedirectProbes) {
      let url = `${site}${probe}`;
      let response = await request.get(url, { maxRedirects: 0 });
      const firstStatus = response.status();
      for (let hop = 0; hop < 5 && response.status() >= 300 && response.status() < 400; hop++) {
        const location = response.headers()["location"] ?? "";
        // Resolved as a browser would: "/\evil.example" and "/\t/evil.example" leave.
        const next = new URL(location, url);
        expect(next.origin, `${probe} redirects to ${JSON.stringify(location)}`).toBe(site);
        url = next.href;
        response = await request.get(url, { maxRedirects: 0 });
      }
      if (probesAnswer404AtOnce) expect(firstStatus, `${probe}: a 404 at once`).toBe(404);
      expect(response.status(), `${probe} ends at ${url}`).toBe(404);
      expect(await response.text(), probe).toContain("404 Page Not Found");
    }
  });

  test("the web app manifest is served as application/manifest+json, with the headers", async ({
    request,
  }) => {
    const response = await request.get(`${origin()}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    expectSecurityHeaders(response, "/manifest.webmanifest");
    expect((await response.json()) as { name?: string }).toHaveProperty("name");
  });

  test("/.well-known/security.txt names the contact, the policy and a future expiry", async ({
    request,
  }) => {
    const response = await request.get(`${origin()}/.well-known/security.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const fields = new Map(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => [
          line.slice(0, line.indexOf(":")),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
    );
    const contactPage = await (await request.get(`${origin()}/Contact-Us`)).text();
    expect(fields.get("Contact")).toMatch(/^mailto:.+@/);
    expect(contactPage, "the address of the contact page").toContain(
      `href="${fields.get("Contact")}"`,
    );
    expect(fields.get("Policy")).toMatch(/\/security-ploicy#reporting-security-issues$/);
    const expires = Date.parse(fields.get("Expires") ?? "");
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000);
  });

  test("an unknown /blog/{slug} answers 404 with Article Not Found; other paths the site's 404", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const response = await page.goto(`${origin()}/blog/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articleNotFound.title);
    await expect(page.getByText(articleNotFound.text)).toBeVisible();
    await expect(page).toHaveTitle(`${articleNotFound.title} | Precision Computing`);
    const back = page.getByRole("link", { name: "Back to Blog" });
    await expect(back).toHaveAttribute("href", "/blogs");

    const other = await page.goto(`${origin()}/no-such-page`);
    expect(other?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    // Quick convert's loader and the bundler's import() helper it imports (runtime.*.js).
    expect(
      scripts.filter((url) => !/\/_astro\/(QuickConvert|runtime)\.[^/]*\.js$/.test(url)),
      "the 404 pages load no JavaScript file but Quick convert's (issue 26)",
    ).toEqual([]);
    // Quick convert works there under the host's headers.
    await page.getByLabel("Quick convert", { exact: true }).fill("37c to f");
    await expect(page.getByTestId("quick-result")).toContainText(
      "37°C = 98.60°F",
      firstQuickAnswer,
    );
    expect(await violations()).toEqual([]);
  });

  test("the currency refresh and the text tools' worker work under the CSP", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(`${origin()}${getTool("currency").canonicalPath}`);
    await expect(page.getByTestId("rates-source")).toHaveAttribute("data-source", "live");
    expect(await violations()).toEqual([]);

    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto(`${origin()}${getTool("text-tools").canonicalPath}`);
    await waitForHydration(page);
    await page.getByLabel("Text", { exact: true }).fill("Content Security Policy");
    await expect(page.getByTestId("stat-words").locator("dd")).toHaveText("3");
    expect(workers.length, "the statistics ran in a web worker").toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
}
