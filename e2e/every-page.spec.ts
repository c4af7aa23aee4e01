/**
 * Checks run on every page of the sitemap (one pair page per converter stands for the rest, plus
 * the 404 page): axe-core, no console errors, no external request, no JavaScript file on pages
 * without a calculator, and no Content Security Policy violation in either theme, the shared
 * controls used included; axe in the dark theme on one page of each template, and at phone width.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { exerciseSharedControls, recordCspViolations } from "./csp-violations";
import { getTool, tools } from "../src/tools";
import { converterIds } from "../src/lib/measures";
import { popularPairs, unitPairs } from "../src/lib/unit-pairs/pairs";

function sitemapPaths(): string[] {
  const outDir = process.env["OUT_DIR"] ?? "dist";
  return readdirSync(outDir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) =>
      [...readFileSync(join(outDir, name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? "").pathname,
      ),
    );
}

const pairPaths = new Set(unitPairs.map((pair) => pair.path));
const toolPaths = new Set<string>([
  ...tools.flatMap((tool) => [tool.routePath, tool.canonicalPath]),
  ...pairPaths,
]);
/**
 * Pages that hold a calculator, the Quick convert box (the 404 page has one too) or an interactive
 * listing: they may load scripts.
 */
const interactive = (path: string) =>
  toolPaths.has(path) || ["/", "/blogs", "/conversions", "/no-such-page"].includes(path);
// The 460 unit-pair pages share one template per converter: one page of each converter stands for
// the rest here (scripts/check-site.ts checks the HTML and links of every one).
const samplePairPaths = new Set(converterIds.map((id) => popularPairs(id)[0]?.path ?? ""));
const pages = [
  ...sitemapPaths().filter((path) => !pairPaths.has(path) || samplePairPaths.has(path)),
  "/no-such-page",
];

// Colour contrast and the other theme-dependent rules depend on the templates, not on each page's
// text: the dark theme is checked on one page of each template.
const darkThemePages = new Set([
  "/",
  getTool("length").canonicalPath,
  [...samplePairPaths][0] ?? "",
  getTool("bmi").canonicalPath,
  getTool("color").canonicalPath,
  "/blogs",
  "/blog/measurement-length-converter-guide",
  "/about-us",
  "/conversions",
  "/no-such-page",
]);

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Opens a page in a colour scheme, checks it with axe, uses the shared controls and expects no CSP
 * violation; returns the page's CSP recorder for the checks that follow.
 */
async function openAndCheck(
  page: Page,
  path: string,
  colorScheme: "light" | "dark",
): Promise<() => Promise<string[]>> {
  const cspViolations = await recordCspViolations(page);
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await exerciseSharedControls(page);
  expect(await cspViolations(), "CSP violations").toEqual([]);
  return cspViolations;
}

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    test("has no axe or CSP violations (CSP in both themes), logs no console error and makes no external request", async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      // axe walks every node: the long articles take several seconds on a busy 2-core machine.
      test.setTimeout(90_000);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      const cspViolations = await openAndCheck(page, path, "light");
      // The CSP in the dark theme too (axe's dark pass is on one page of each template, below).
      await page.evaluate(() => localStorage.removeItem("theme"));
      await page.emulateMedia({ colorScheme: "dark" });
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/dark/);
      await exerciseSharedControls(page);
      expect(await cspViolations(), "CSP violations in the dark theme").toEqual([]);
      expect(
        consoleErrors.filter((text) => !(path === "/no-such-page" && text.includes("404"))),
      ).toEqual([]);
      expect(externalRequests).toEqual([]);
      if (!interactive(path))
        expect(scripts, "a page with no calculator loads no JavaScript file").toEqual([]);
    });

    if (darkThemePages.has(path)) {
      test("has no axe or CSP violations in the dark theme", async ({ page }) => {
        test.setTimeout(90_000);
        await openAndCheck(page, path, "dark");
      });
    }
  });
}

test("every template of the dark-theme set is a page of the site", () => {
  for (const path of darkThemePages) expect(pages, path).toContain(path);
});

// On a phone, wide tables scroll inside their region and the tool pages reflow: axe again at 390 px
// over a converter and the text tools (guides with wide tables), a pair page and an article.
const phonePages = [
  getTool("length").canonicalPath,
  getTool("text-tools").canonicalPath,
  [...samplePairPaths][0] ?? "",
  "/blog/measurement-length-converter-guide",
];

for (const path of phonePages) {
  test(`page ${path} at 390 px: no axe violations, wide tables scroll from the keyboard`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    const regions = page.locator(".table-scroll");
    for (let index = 0; index < (await regions.count()); index++) {
      const region = regions.nth(index);
      const overflows = await region.evaluate(
        (element) => element.scrollWidth > element.clientWidth,
      );
      if (!overflows) continue;
      await region.focus();
      await expect(region).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
  });
}
