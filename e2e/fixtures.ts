/**
 * The shared Playwright fixtures. Every browser test imports { test, expect } from here so that
 * no test reaches the network: the exchange-rate endpoint is answered from a fixture file and any
 * other request to a host that is not this machine is aborted and recorded.
 */
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";

export const ratesFixture = JSON.parse(
  readFileSync(new URL("./fixtures/rates-usd.json", import.meta.url), "utf8"),
) as { rates: Record<string, number>; time_last_update_unix: number };

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page. */
  consoleErrors: string[];
  /** External requests that were blocked (none should happen). */
  externalRequests: string[];
}

export const test = base.extend<Fixtures>({
  externalRequests: [
    // On the context, so that every page a test opens is covered; a test's own page.route comes
    // first and may fall back to this one.
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(
        (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
        async (route) => {
          const url = route.request().url();
          if (/\/latest\/[A-Z]{3}$|rates/i.test(url)) {
            await route.fulfill({ json: ratesFixture });
            return;
          }
          blocked.push(url);
          await route.abort();
        },
      );
      await use(blocked);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * How long a page's first Quick convert answer may take. The first keystroke loads the parser and
 * every measure's units and names, about 80 files: well under a second on a quiet machine, several
 * seconds on a loaded two-core one (and on a phone at 6× CPU slowdown, 2–4 s; the calculator
 * issue changes how Quick convert loads). Later answers on the same page keep the usual timeout.
 */
export const firstQuickAnswer = { timeout: 20_000 };

/**
 * Turns the system's colour scheme dark on a page that follows it (no theme chosen on the toggle)
 * and waits until the page is dark and its colour transitions have ended, so that the colours
 * read next are the dark theme's.
 */
export async function switchToDarkTheme(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/** Sets a phone-sized viewport and asserts the page does not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "page scrolls horizontally").toBeLessThanOrEqual(widths.client);
}

/**
 * Waits until every island on the page is interactive. Astro drops an island's `ssr` attribute
 * before React has attached its handlers, and an edit made in between is lost, so this also waits
 * for React's props on each island's first control. Islands that hydrate on the visitor's first
 * interaction (`client:interaction`) stay as served: using them hydrates them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const bySelf = 'astro-island:not([client="interaction"])';
  await expect(page.locator(`${bySelf}[ssr]`)).toHaveCount(0);
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((island) => {
        const control = island.querySelector("input, select, button, textarea");
        return (
          control === null || Object.keys(control).some((key) => key.startsWith("__reactProps"))
        );
      }),
    bySelf,
  );
}

/**
 * Waits until the page is loaded and each island that hydrates by itself is interactive: as
 * waitForHydration, but the islands that wait to be scrolled into view (the home page's live
 * cards) are left as served.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect(
    page.locator('astro-island[ssr]:not([client="inview"]):not([client="interaction"])'),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("astro-island:not([ssr])")].every((island) => {
      const control = island.querySelector("input, select, button, textarea");
      return control === null || Object.keys(control).some((key) => key.startsWith("__reactProps"));
    }),
  );
}

/**
 * For a test whose steps were tests of their own, each opening its page: returns a function to
 * call at the start of each step, which puts back what a new test would have had. It forgets what
 * the page stored on the device, the console errors seen so far, the routes set on the page and
 * any permission granted, and restores the viewport the test started with and the default colour
 * scheme and motion. (A clock installed or fixed stays: steps that set the clock differently
 * belong in tests of their own.) Each step after the first adds the test's own timeout to the
 * test's, so that every step has the time its test had.
 */
export async function stepsFromScratch(
  page: Page,
  consoleErrors?: string[],
): Promise<() => Promise<void>> {
  const viewport = page.viewportSize();
  // Each step keeps the time its test had: the test's timeout grows by that much per step.
  const stepTimeout = test.info().timeout;
  let steps = 0;
  return async () => {
    if (steps++ > 0) test.setTimeout(test.info().timeout + stepTimeout);
    if (page.url().startsWith("http")) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    // The page's own routes go (the context's guard against external requests stays).
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.context().clearPermissions();
    await page.emulateMedia({ colorScheme: null, reducedMotion: null, forcedColors: null });
    if (viewport) await page.setViewportSize(viewport);
    if (consoleErrors) consoleErrors.length = 0;
  };
}

/**
 * Splits a list into runs of at most `size`: a spec that visits many pages gives each run one
 * test (one browser context, a step per page), which is cheaper than a test per page and still
 * shares the work between the two workers.
 */
export function runsOf<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    runs.push(items.slice(start, start + size));
  return runs;
}

/** The text of a field's hint, found the way a screen reader does: through aria-describedby. */
export async function describedBy(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  if (ids === "") return "";
  return field.page().evaluate(
    (list) =>
      list
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim(),
    ids,
  );
}
