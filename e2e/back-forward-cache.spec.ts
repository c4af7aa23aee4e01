/**
 * Back is instant (issue 39): every page type is restored from the back/forward cache, typed input
 * and all. Playwright starts Chromium with that cache turned off; these tests start it with the
 * cache on, and the full browser (the headless shell keeps no page in that cache). A page that is
 * not restored fails with the browser's reasons (notRestoredReasons).
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";
import { fullChromiumLaunchOptions } from "../playwright.config";

test.use({
  launchOptions: {
    ...fullChromiumLaunchOptions,
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  },
});

/** Marks the document, so that after Back the same document (restored) can be told from a new one. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { documentMark?: string }).documentMark = "before leaving";
  });
}

/** Whether Back brought the same document back, and if not, the browser's reasons. */
async function restored(page: Page): Promise<{ restored: boolean; reasons: string }> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
      notRestoredReasons?: unknown;
    })[];
    return {
      restored: (window as unknown as { documentMark?: string }).documentMark === "before leaving",
      reasons: JSON.stringify(entry?.notRestoredReasons ?? null),
    };
  });
}

/** Leaves the page for another of the site's pages, then goes Back. */
async function leaveAndComeBack(page: Page): Promise<void> {
  await markDocument(page);
  await page.goto("/about-us");
  // A restored page fires no load event: wait for the address, then for the page to show.
  await page.goBack({ waitUntil: "commit" });
  await page.waitForFunction(() => document.visibilityState === "visible");
}

const pages: { path: string; type?: (page: Page) => Promise<() => Promise<void>> }[] = [
  { path: "/" },
  {
    path: "/length",
    type: async (page) => {
      await waitForHydration(page);
      const value = page.locator("main").getByLabel("Value", { exact: true });
      await value.fill("7");
      await expect(page.getByTestId("result")).toHaveText("22.965879 ft");
      return async () => {
        await expect(value).toHaveValue("7");
        await expect(page.getByTestId("result")).toHaveText("22.965879 ft");
      };
    },
  },
  { path: "/length/meters-to-feet" },
  { path: "/timezone" },
  {
    path: "/bmi",
    type: async (page) => {
      await waitForHydration(page);
      const weight = page.getByLabel("Weight (kg)", { exact: true });
      await weight.fill("81");
      return async () => {
        await expect(weight).toHaveValue("81");
      };
    },
  },
  { path: "/blogs" },
];

for (const { path, type } of pages) {
  test(`${path} comes back from the back/forward cache${type ? " with what was typed" : ""}`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("load");
    const stillThere = type ? await type(page) : undefined;
    await leaveAndComeBack(page);
    const result = await restored(page);
    expect(result.restored, `not restored: ${result.reasons}`).toBe(true);
    await stillThere?.();
    expect(consoleErrors).toEqual([]);
  });
}

/** Seconds since midnight of a clock text such as "10:00:01 AM". */
function secondsOfDay(text: string): number {
  const [, hours = "0", minutes = "0", seconds = "0", half = "AM"] =
    /(\d+):(\d+):(\d+)\s*(AM|PM)/.exec(text.replace(/\s/g, " ")) ?? [];
  return (
    ((Number(hours) % 12) + (half === "PM" ? 12 : 0)) * 3600 +
    Number(minutes) * 60 +
    Number(seconds)
  );
}

test("the time zone page's clock shows the current time as soon as it comes back", async ({
  page,
}) => {
  await page.goto("/timezone");
  await waitForHydration(page);
  const clock = page.getByTestId("local-time");
  await expect(clock).toHaveText(/\d+:\d+:\d+/);
  await markDocument(page);
  await page.goto("/about-us");
  await page.waitForTimeout(3_000);
  await page.goBack({ waitUntil: "commit" });
  expect((await restored(page)).restored).toBe(true);
  const shown = await page.evaluate(() => {
    const text = document.querySelector('[data-testid="local-time"]')?.textContent ?? "";
    const now = new Date();
    return { text, now: now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds() };
  });
  const behind = (shown.now - secondsOfDay(shown.text) + 86_400) % 86_400;
  expect(behind, `showed ${shown.text}`).toBeLessThanOrEqual(1);
});

test("the currency page asks for fresh rates as soon as it comes back", async ({ page }) => {
  let rateRequests = 0;
  page.on("request", (request) => {
    if (/\/latest\/USD$/.test(request.url())) rateRequests += 1;
  });
  await page.goto("/financial/currency-converter");
  await waitForHydration(page);
  await expect.poll(() => rateRequests).toBe(1);
  await leaveAndComeBack(page);
  expect((await restored(page)).restored).toBe(true);
  await expect.poll(() => rateRequests, { timeout: 2_000 }).toBe(2);
  await expect(page.getByTestId("rates-source")).toHaveAttribute("data-source", "live");
});
