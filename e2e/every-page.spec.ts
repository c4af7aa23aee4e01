/**
 * The site's templates in the browser: no axe-core violation in the light theme, none of its colour
 * rules in the dark theme (the other rules cannot differ between themes: e2e/axe.ts), no Content
 * Security Policy violation, no console error, no external request, and no script file where there
 * is no calculator. The pages visited: one of each template (the home page, the unit converter,
 * each calculator, the unit-pair page, the blog listing, the article, /conversions, the factors
 * page, the static page, the 404 page at the root and under /blog/), and more of a template where
 * its pages differ: a page is visited when it has a kind of element (a tag, class, role, test id
 * or input type, read from the built HTML) that no page of its template visited before it has
 * (e2e/representative-pages.ts). The shared controls (theme toggle, mobile menu, F8, the first
 * copy button) are used on the first page of each template, and axe runs again at phone width on
 * four pages with wide tables.
 *
 * Each page is loaded once for all of it: axe in the light theme, at 390 px where asked, in the
 * dark theme (the page follows the system's colour scheme as it changes), then the controls.
 *
 * What can be read from the built HTML is checked on all pages by scripts/check-site.ts: valid
 * HTML by html-validate (with its accessibility rules: labels, alt texts, heading levels, link
 * texts) and the Nu checker, every inline script and style allowed by its page's CSP, no
 * event-handler attribute or javascript: URL, every file a page loads a built file of the site
 * (never another host), and no script file on a page without a calculator. Every tool page is also
 * opened, hydrated and checked for console errors, CSP violations and external requests by
 * calm-pages.spec.ts.
 *
 * Several pages are visited in one test (one browser context), each in a step of its own.
 */
import type { Page } from "@playwright/test";
import { test, expect, runsOf, switchToDarkTheme, waitUntilSettled } from "./fixtures";
import { axeViolations, colourViolations } from "./axe";
import { exerciseSharedControls, recordCspViolations } from "./csp-violations";
import { pageKinds, pagesWithEveryKind, sitemapPaths } from "./representative-pages";
import { getTool, tools } from "../src/tools";
import { isConverterId } from "../src/lib/measures";
import { unitPairs } from "../src/lib/unit-pairs/pairs";
import { ingredients } from "../src/lib/ingredients";
import { ingredientPagePath } from "../src/lib/ingredients/page";
import { otherPagesWithScripts } from "../scripts/page-resources.ts";

const notFoundPath = "/no-such-page";
const articleNotFoundPath = "/blog/no-such-article";
const notFoundPaths = [notFoundPath, articleNotFoundPath];

const sitemap = sitemapPaths();
const pairPaths = new Set(unitPairs.map((pair) => pair.path));
const ingredientPaths = new Set(ingredients.map(ingredientPagePath));
const [firstIngredient] = ingredients;
if (!firstIngredient) throw new Error("no ingredient");
const firstIngredientPath = ingredientPagePath(firstIngredient);
const converterPaths = tools
  .filter((tool) => isConverterId(tool.id))
  .map((tool) => tool.canonicalPath);
const calculators = tools.filter((tool) => !isConverterId(tool.id));
const articlePaths = sitemap.filter((path) => path.startsWith("/blog/"));
const singlePages = ["/", "/blogs", "/conversions", "/conversion-factors"];

interface Template {
  name: string;
  /** Every page of the template (the sitemap's, or the one page that answers a 404). */
  pages: string[];
  /** The pages the browser visits: the first stands for the template. */
  visited: string[];
}

/** A template whose pages differ only in data: the first page, then pages with new kinds of element. */
function manyPages(name: string, pages: string[], first: string): Template {
  return { name, pages, visited: pagesWithEveryKind(pages, first) };
}

const onePage = (name: string, path: string): Template => ({
  name,
  pages: [path],
  visited: [path],
});

const templates: Template[] = [
  onePage("home page", "/"),
  manyPages("unit converter", converterPaths, getTool("length").canonicalPath),
  ...calculators.map((tool) => onePage(tool.title, tool.canonicalPath)),
  manyPages(
    "unit-pair page",
    sitemap.filter((path) => pairPaths.has(path)),
    "/length/meters-to-feet",
  ),
  manyPages(
    "ingredient page",
    sitemap.filter((path) => ingredientPaths.has(path)),
    firstIngredientPath,
  ),
  onePage("blog listing", "/blogs"),
  manyPages("article", articlePaths, "/blog/measurement-length-converter-guide"),
  onePage("all conversions", "/conversions"),
  onePage("conversion factors", "/conversion-factors"),
  // The static pages, and the pages of any template not named above.
  manyPages(
    "static page",
    sitemap.filter(
      (path) =>
        !singlePages.includes(path) &&
        !pairPaths.has(path) &&
        !ingredientPaths.has(path) &&
        !articlePaths.includes(path) &&
        !tools.some((tool) => tool.canonicalPath === path),
    ),
    "/about-us",
  ),
  // Hosts answer every unknown path with the root 404.html; under /blog/ it says the article is
  // not found.
  onePage("404 page", notFoundPath),
  onePage("404 page under /blog/", articleNotFoundPath),
];

/** Pages that may load script files (scripts/page-resources.ts); every other page loads none. */
const toolPaths = new Set<string>([
  ...tools.flatMap((tool) => [tool.routePath, tool.canonicalPath]),
  ...pairPaths,
  ...ingredientPaths,
]);
const mayLoadScripts = (path: string) =>
  toolPaths.has(path) ||
  otherPagesWithScripts.includes(notFoundPaths.includes(path) ? "/404" : path);

// On a phone, wide tables scroll inside their region and the tool pages reflow: axe again at 390 px
// over a converter and the text tools (guides with wide tables), a pair page and an article.
const phonePages = [
  getTool("length").canonicalPath,
  getTool("text-tools").canonicalPath,
  "/length/meters-to-feet",
  firstIngredientPath,
  "/blog/measurement-length-converter-guide",
];

interface Visit {
  path: string;
  /** The first page of its template: the shared controls are used there. */
  usesControls: boolean;
  atPhoneWidth: boolean;
}

const visits: Visit[] = templates.flatMap((template) =>
  template.visited.map((path, index) => ({
    path,
    usesControls: index === 0,
    atPhoneWidth: phonePages.includes(path),
  })),
);

/** axe at 390 px, then each wide table's region scrolled from the keyboard; back to the width it had. */
async function checkAtPhoneWidth(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page), "axe violations at 390 px").toEqual([]);
  const regions = page.locator(".table-scroll");
  for (let index = 0; index < (await regions.count()); index++) {
    const region = regions.nth(index);
    const overflows = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    if (!overflows) continue;
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
  if (size) await page.setViewportSize(size);
}

/** A browser page that checks each page it opens for the problems every page must be free of. */
async function pageChecker(
  page: Page,
  consoleErrors: string[],
  externalRequests: string[],
): Promise<(visit: Visit) => Promise<void>> {
  const cspViolations = await recordCspViolations(page);
  // The theme comes from the system's colour scheme on each page, not from a toggle used before.
  await page.addInitScript(() => localStorage.removeItem("theme"));
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return async ({ path, usesControls, atPhoneWidth }) => {
    const checks = [
      "light theme",
      ...(atPhoneWidth ? ["390 px"] : []),
      "dark theme",
      ...(usesControls ? ["the shared controls"] : []),
    ];
    await test.step(`${path}: ${checks.join(", ")}`, async () => {
      scripts.length = 0;
      await page.emulateMedia({ colorScheme: "light" });
      const response = await page.goto(path);
      expect(response?.status()).toBe(notFoundPaths.includes(path) ? 404 : 200);
      await waitUntilSettled(page);
      await expect(page.locator("html")).toHaveClass(/^(?!.*dark)/);
      expect(await axeViolations(page), "axe violations (light theme)").toEqual([]);
      if (atPhoneWidth) await checkAtPhoneWidth(page);

      await switchToDarkTheme(page);
      expect(
        await colourViolations(page),
        "axe violations of the colour rules (dark theme)",
      ).toEqual([]);

      if (usesControls) await exerciseSharedControls(page);
      expect(await cspViolations(), "CSP violations").toEqual([]);
      expect(
        consoleErrors.filter((text) => !(notFoundPaths.includes(path) && text.includes("404"))),
        "console errors",
      ).toEqual([]);
      expect(externalRequests, "external requests").toEqual([]);
      if (!mayLoadScripts(path))
        expect(scripts, "a page with no calculator loads no JavaScript file").toEqual([]);
      consoleErrors.length = 0;
    });
  };
}

for (const run of runsOf(visits, 4)) {
  test(`${run.map((visit) => visit.path).join(", ")}: no axe violation in either theme, no CSP or console error, no external request`, async ({
    page,
    consoleErrors,
    externalRequests,
  }) => {
    // Each page: a load, axe twice or three times over every node, and for some the controls.
    test.setTimeout(run.length * 30_000);
    const check = await pageChecker(page, consoleErrors, externalRequests);
    for (const visit of run) await check(visit);
  });
}

test("every page belongs to a template; the pages visited have every kind of element of theirs", () => {
  const pagesOfTemplates = templates.flatMap((template) => template.pages);
  for (const path of sitemap) {
    expect(
      pagesOfTemplates.filter((candidate) => candidate === path),
      `${path} is a page of one template`,
    ).toHaveLength(1);
  }
  for (const template of templates) {
    expect(template.visited.length, template.name).toBeGreaterThan(0);
    if (template.pages.length > 1) {
      const seen = new Set(template.visited.flatMap((path) => [...pageKinds(path)]));
      const missing = template.pages.flatMap((path) =>
        [...pageKinds(path)].filter((kind) => !seen.has(kind)).map((kind) => `${path}: ${kind}`),
      );
      expect(missing, `${template.name}: kinds of element on no page visited`).toEqual([]);
    }
  }
  // Among the pair pages visited, one with the note on which unit is meant.
  const pairsVisited = templates.find((template) => template.name === "unit-pair page")?.visited;
  expect(
    pairsVisited?.filter((path) => pageKinds(path).has("[data-testid=pair-reading-note]")),
    "pair pages visited with a reading note",
  ).not.toEqual([]);
  const visited = visits.map((visit) => visit.path);
  for (const path of phonePages) expect(visited, path).toContain(path);
});
