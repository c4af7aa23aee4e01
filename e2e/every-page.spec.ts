/**
 * Checks run on every page of the sitemap (plus the 404 page): axe-core in both themes, no console
 * errors, no external request, no JavaScript file on pages without a calculator, and no Content
 * Security Policy violation in either theme, the shared controls used included.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import { exerciseSharedControls, recordCspViolations } from "./csp-violations";
import { getTool, tools } from "../src/tools";
import { converterIds } from "../src/lib/converters/define";
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
/** Pages that hold a calculator, the Quick convert box or an interactive listing: they may load scripts. */
const interactive = (path: string) =>
  toolPaths.has(path) || path === "/" || path === "/blogs" || path === "/conversions";
// The 460 unit-pair pages share one template per converter: one page of each converter stands for
// the rest here (scripts/check-site.ts checks the HTML and links of every one).
const samplePairPaths = new Set(converterIds.map((id) => popularPairs(id)[0]?.path ?? ""));
const pages = [
  ...sitemapPaths().filter((path) => !pairPaths.has(path) || samplePairPaths.has(path)),
  "/no-such-page",
];

for (const path of pages) {
  test.describe(`page ${path}`, () => {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`has no axe or CSP violations in the ${colorScheme} theme`, async ({ page }) => {
        // axe walks every node: the long articles take several seconds on a busy 2-core machine.
        test.setTimeout(90_000);
        const cspViolations = await recordCspViolations(page);
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join(" | ")})`,
        );
        expect(summary).toEqual([]);
        await exerciseSharedControls(page);
        expect(await cspViolations(), "CSP violations").toEqual([]);
      });
    }

    test("logs no console error and makes no external request", async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(
        consoleErrors.filter((text) => !(path === "/no-such-page" && text.includes("404"))),
      ).toEqual([]);
      expect(externalRequests).toEqual([]);
      if (!interactive(path))
        expect(scripts, "a page with no calculator loads no JavaScript file").toEqual([]);
    });
  });
}

// On a phone, wide tables scroll inside their region and the tool pages reflow: axe again at 390 px
// over pages with the widest tables, a converter, a pair page and the home page.
const phonePages = [
  "/",
  getTool("length").canonicalPath,
  getTool("text-tools").canonicalPath,
  getTool("number-base").canonicalPath,
  [...samplePairPaths][0] ?? "",
  "/blog/measurement-length-converter-guide",
  "/blog/measurement-volume-converter-guide",
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
