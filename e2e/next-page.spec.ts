/**
 * The next page is already there (issue 39): the speculation rules make the browser fetch a
 * linked page while the pointer rests on its link, so the click is served from that fetch
 * (`deliveryType` "navigational-prefetch", or a prerender's `activationStart` > 0), under the
 * strict CSP.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { recordCspViolations } from "./csp-violations";
import { fullChromiumLaunchOptions } from "../playwright.config";

// Chromium's headless shell does not act on speculation rules; the full browser does.
test.use({ launchOptions: fullChromiumLaunchOptions });

/** How the current document arrived: from a speculation, or by a plain navigation. */
function arrival(page: Page) {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
      deliveryType?: string;
      activationStart?: number;
    })[];
    return {
      url: location.pathname,
      deliveryType: entry?.deliveryType ?? "",
      activationStart: entry?.activationStart ?? 0,
    };
  });
}

const hops: { from: string; link: string; to: RegExp }[] = [
  {
    from: "/",
    link: 'main a[href="/measurement/length-converter"]',
    to: /^\/measurement\/length-converter$/,
  },
  {
    from: "/length",
    link: 'main a[href="/length/meters-to-feet"]',
    to: /^\/length\/meters-to-feet$/,
  },
  {
    // The list's sections are folded; a link to one opens it.
    from: "/conversions#weight",
    link: 'main a[href="/weight/kilograms-to-pounds"]',
    to: /^\/weight\/kilograms-to-pounds$/,
  },
  { from: "/blogs", link: 'main a[href^="/blog/"]', to: /^\/blog\/[\w-]+$/ },
];

for (const { from, link, to } of hops) {
  test(`from ${from}, a link the pointer rests on opens from the speculation`, async ({ page }) => {
    const cspViolations = await recordCspViolations(page);
    await page.goto(from);
    await page.waitForLoadState("load");
    const target = page.locator(link).first();
    await target.scrollIntoViewIfNeeded();
    await target.hover();
    // The rules act on a pointer resting for about 200 ms ("moderate"); the fetch then needs to
    // finish before the click.
    await page.waitForTimeout(1_000);
    await target.click();
    await expect(page).toHaveURL((url) => to.test(url.pathname));
    await page.waitForLoadState("load");
    const { deliveryType, activationStart } = await arrival(page);
    expect(
      deliveryType === "navigational-prefetch" || activationStart > 0,
      `arrived as ${JSON.stringify({ deliveryType, activationStart })}`,
    ).toBe(true);
    expect(await cspViolations()).toEqual([]);
  });
}

test("a link with a query is fetched, not prerendered, and the offline page is never run ahead", async ({
  page,
}) => {
  await page.goto("/length");
  const rules = JSON.parse(
    (await page.locator('script[type="speculationrules"]').textContent()) ?? "{}",
  ) as { prerender: { where: { and: { not?: { href_matches: string } }[] } }[] };
  const excluded = rules.prerender[0]?.where.and.flatMap((rule) => rule.not?.href_matches ?? []);
  expect(excluded).toEqual(["/offline", "/*\\?*"]);
});
