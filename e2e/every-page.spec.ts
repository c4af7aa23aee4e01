/**
 * The site's pages in the browser: axe-core in the light theme on every page below (every tool
 * page, four unit-pair pages, every other page of the sitemap, and the 404 page),
 * then in the dark theme on one page of each template and at phone width on a few. On every page
 * visited: no Content Security Policy violation, no console error and no external request, and
 * no script file where there is no calculator. The shared controls (theme toggle, mobile menu, F8,
 * the first copy button) are used on every tool page and one page of each other template, in both
 * themes.
 *
 * What can be read from the built HTML is checked on all 520 pages by scripts/check-site.ts:
 * every inline script and style is allowed by its page's CSP, no event-handler attribute or
 * javascript: URL, every file a page loads is a built file of the site (never another host), and
 * no script file on a page without a calculator. The 460 unit-pair pages are one template filled
 * from each measure's data: four of them stand for the rest here (see samplePairPaths), and every
 * converter's own island is checked on its tool page.
 *
 * Several pages are visited in one test (one browser context), each in a step of its own.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, runsOf, waitUntilSettled } from "./fixtures";
import { axeViolations } from "./axe";
import { exerciseSharedControls, recordCspViolations } from "./csp-violations";
import { getTool, tools } from "../src/tools";
import { unitPairs } from "../src/lib/unit-pairs/pairs";
import { otherPagesWithScripts } from "../scripts/page-resources.ts";

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

const notFoundPath = "/no-such-page";
const pairPaths = new Set(unitPairs.map((pair) => pair.path));
const toolPagePaths = [...new Set(tools.map((tool) => tool.canonicalPath))].sort();
/**
 * The pair pages the browser visits: one template, whose parts that differ from page to page are
 * the formula's kind and the note on which unit is meant. Meters to feet (a plain factor; also the
 * dark-theme and phone sample), Celsius to Fahrenheit (a factor and an offset), miles per gallon to
 * litres per 100 km (a reciprocal) and litres to gallons (with the note that says which gallon).
 */
const samplePairPaths = [
  "/length/meters-to-feet",
  "/temperature/celsius-to-fahrenheit",
  "/fuel-economy/miles-per-us-gallon-to-liters-per-100-kilometers",
  "/volume/liters-to-gallons",
];
const toolPaths = new Set<string>([
  ...tools.flatMap((tool) => [tool.routePath, tool.canonicalPath]),
  ...pairPaths,
]);
/** Pages that may load script files (scripts/page-resources.ts); every other page loads none. */
const mayLoadScripts = (path: string) =>
  toolPaths.has(path) || otherPagesWithScripts.includes(path === notFoundPath ? "/404" : path);

const otherPaths = [...sitemapPaths().filter((path) => !toolPaths.has(path)), notFoundPath];
const articlePaths = otherPaths.filter((path) => path.startsWith("/blog/"));
const staticPaths = otherPaths.filter(
  (path) =>
    !path.startsWith("/blog") &&
    !["/", "/conversions", "/conversion-factors"].includes(path) &&
    path !== notFoundPath,
);

/**
 * Where the shared controls are used besides the tool pages: one page of each other template (the
 * unit-pair pages, the home page, the listings, an article, a static page, the 404 page).
 */
const controlsUsedOn = new Set([
  ...toolPagePaths,
  samplePairPaths[0] ?? "",
  ...otherPaths.filter((path) => !articlePaths.includes(path) && !staticPaths.includes(path)),
  articlePaths[0] ?? "",
  staticPaths[0] ?? "",
]);

// Colour contrast and the other theme-dependent rules depend on the templates, not on each page's
// text: the dark theme is checked on one page of each template.
const darkThemePages = [
  "/",
  getTool("length").canonicalPath,
  samplePairPaths[0] ?? "",
  getTool("bmi").canonicalPath,
  getTool("color").canonicalPath,
  "/blogs",
  "/blog/measurement-length-converter-guide",
  "/about-us",
  "/conversions",
  notFoundPath,
];

/** A browser page that checks each page it opens for the problems every page must be free of. */
async function pageChecker(
  page: Page,
  consoleErrors: string[],
  externalRequests: string[],
): Promise<(path: string, colorScheme: "light" | "dark") => Promise<void>> {
  const cspViolations = await recordCspViolations(page);
  // The theme comes from the system's colour scheme on each page, not from a toggle used before.
  await page.addInitScript(() => localStorage.removeItem("theme"));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return async (path, colorScheme) => {
    await test.step(`${path} (${colorScheme} theme)`, async () => {
      scripts.length = 0;
      await page.emulateMedia({ colorScheme });
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === notFoundPath ? 404 : 200);
      await waitUntilSettled(page);
      await expect(page.locator("html")).toHaveClass(
        colorScheme === "dark" ? /dark/ : /^(?!.*dark)/,
      );
      expect(await axeViolations(page), "axe violations").toEqual([]);
      if (colorScheme === "dark" || controlsUsedOn.has(path)) await exerciseSharedControls(page);
      expect(await cspViolations(), "CSP violations").toEqual([]);
      expect(
        consoleErrors.filter((text) => !(path === notFoundPath && text.includes("404"))),
        "console errors",
      ).toEqual([]);
      expect(externalRequests, "external requests").toEqual([]);
      if (!mayLoadScripts(path))
        expect(scripts, "a page with no calculator loads no JavaScript file").toEqual([]);
      consoleErrors.length = 0;
    });
  };
}

const lightRuns: { name: string; paths: string[] }[] = [
  ...runsOf(toolPagePaths, 4).map((paths) => ({ name: "tool pages", paths })),
  ...runsOf(samplePairPaths, 4).map((paths) => ({ name: "unit-pair pages", paths })),
  ...runsOf(articlePaths, 4).map((paths) => ({ name: "articles", paths })),
  ...runsOf(
    otherPaths.filter((path) => !articlePaths.includes(path)),
    5,
  ).map((paths) => ({ name: "other pages", paths })),
];

for (const { name, paths } of lightRuns) {
  test(`${name} ${paths.join(", ")}: no axe, CSP or console error, no external request (light theme)`, async ({
    page,
    consoleErrors,
    externalRequests,
  }) => {
    // Each page: a load, axe over every node, and for some the shared controls.
    test.setTimeout(paths.length * 20_000);
    const check = await pageChecker(page, consoleErrors, externalRequests);
    for (const path of paths) await check(path, "light");
  });
}

for (const paths of runsOf(darkThemePages, 5)) {
  test(`${paths.join(", ")}: no axe, CSP or console error, no external request in the dark theme, the shared controls used`, async ({
    page,
    consoleErrors,
    externalRequests,
  }) => {
    test.setTimeout(paths.length * 20_000);
    const check = await pageChecker(page, consoleErrors, externalRequests);
    for (const path of paths) await check(path, "dark");
  });
}

test("the sets above cover the site: every sitemap page but the pair pages, a sample of those, each template in the dark theme", () => {
  const visited = lightRuns.flatMap((run) => run.paths);
  for (const path of sitemapPaths().filter((candidate) => !pairPaths.has(candidate)))
    expect(visited, path).toContain(path);
  for (const path of samplePairPaths) expect(pairPaths, path).toContain(path);
  // The sample keeps a page with the note on which unit is meant.
  const outDir = process.env["OUT_DIR"] ?? "dist";
  const withNote = samplePairPaths.filter((path) =>
    readFileSync(join(outDir, `${path}.html`), "utf8").includes('data-testid="pair-reading-note"'),
  );
  expect(withNote.length, "sample pair pages with a reading note").toBeGreaterThan(0);
  for (const path of darkThemePages) expect(visited, path).toContain(path);
  for (const path of controlsUsedOn) expect(visited, path).toContain(path);
});

// On a phone, wide tables scroll inside their region and the tool pages reflow: axe again at 390 px
// over a converter and the text tools (guides with wide tables), a pair page and an article.
const phonePages = [
  getTool("length").canonicalPath,
  getTool("text-tools").canonicalPath,
  samplePairPaths[0] ?? "",
  "/blog/measurement-length-converter-guide",
];

test(`${phonePages.join(", ")} at 390 px: no axe violations, wide tables scroll from the keyboard`, async ({
  page,
}) => {
  test.setTimeout(phonePages.length * 20_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of phonePages) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitUntilSettled(page);
      expect(await axeViolations(page)).toEqual([]);
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
        await expect
          .poll(() => region.evaluate((element) => element.scrollLeft))
          .toBeGreaterThan(0);
      }
    });
  }
});
