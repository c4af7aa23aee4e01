/**
 * Nothing but the page before its first paint (issue 39 §4): on a phone every request made while
 * the page itself arrives takes a share of its bandwidth, and Lighthouse counts each in the largest
 * paint. Only the first screen's images may start before the first content is shown; the site
 * stylesheet, the page's own scripts and the islands' code follow it, and the stylesheet is applied
 * once the page has loaded. Quick convert, whose script now runs after the paint, still answers.
 */
import { test, expect, firstQuickAnswer } from "./fixtures";

/** The page types whose requests differ: islands, page scripts (Quick convert, the blog filter), none. */
const pages = ["/", "/length", "/conversions", "/blogs", "/timezone", "/privacy-ploicy"];

for (const path of pages) {
  test(`${path}: only images start before the first paint; the site stylesheet applies after load`, async ({
    page,
  }) => {
    await page.goto(path);
    const siteStylesheetApplied = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          /\/_astro\/site\.[0-9a-f]+\.css$/.test(sheet.href ?? ""),
        ),
      );
    await expect.poll(siteStylesheetApplied).toBe(true);
    const { firstPaint, early, later } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const named = (entry: PerformanceResourceTiming) =>
        `${entry.initiatorType} ${new URL(entry.name).pathname}`;
      return {
        firstPaint: paint,
        early: resources
          .filter((entry) => entry.startTime < paint && entry.initiatorType !== "img")
          .map(named),
        later: resources.filter((entry) => entry.startTime >= paint).map(named),
      };
    });
    expect(firstPaint).toBeGreaterThan(0);
    expect(early).toEqual([]);
    expect(later.some((entry) => /\/_astro\/site\.[0-9a-f]+\.css$/.test(entry))).toBe(true);
  });
}

test("Quick convert, whose script runs after the first paint, answers what was typed before it ran", async ({
  page,
}) => {
  // The page's scripts held back: the text goes in before Quick convert's code has arrived.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/QuickConvert\.astro.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  const input = page.getByLabel("Quick convert", { exact: true });
  await input.fill("5 ft in cm");
  release();
  await expect(page.getByTestId("quick-result")).toContainText("152.4", firstQuickAnswer);
});
