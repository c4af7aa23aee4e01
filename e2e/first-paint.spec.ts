/**
 * Nothing but the page before its first paint (issue 39 §4): on a phone every request made while
 * the page itself arrives takes a share of its bandwidth, and Lighthouse counts each in the largest
 * paint. Only the first screen's images may start before the first content is shown; the site
 * stylesheet, the page's own scripts and the islands' code follow it. The stylesheet is parsed once
 * the page has loaded but held (media "not all") until the page shows a class only it styles:
 * applying it restyles every element, a long task on a phone, and the page carries inline the
 * rules of its own markup, so holding it changes nothing shown. Quick convert, whose script now
 * runs after the paint, still answers.
 */
import type { Page } from "@playwright/test";
import { test, expect, firstQuickAnswer } from "./fixtures";

/** The page types whose requests differ: islands, page scripts (Quick convert, the blog filter), none. */
const pages = [
  "/",
  "/length",
  "/conversions",
  "/blogs",
  "/timezone",
  "/time/age-calculator",
  "/privacy-ploicy",
];

/** The media of the site stylesheet's link once it is there: "not all" while held, "all" once applied. */
const siteStylesheetMedia = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) =>
        /\/_astro\/site\.[0-9a-f]+\.css$/.test(link.href),
      )?.media ?? null,
  );

/**
 * The elements whose computed style differs once the held site stylesheet is applied, as
 * "tag.classes: property:value" (the value without it). Both readings are taken in one task, so no
 * timer (the home page's slides) changes the page in between. One element is read for each
 * combination of its own and its parent's tag and classes; custom properties are left out, as the
 * whole stylesheet defines theme values that nothing on the page reads.
 */
const changedByApplying = (page: Page) =>
  page.evaluate(() => {
    const seen = new Set<string>();
    const named = (element: Element | null) =>
      element ? `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}` : "";
    const elements = [...document.querySelectorAll("*")].filter((element) => {
      const key = `${named(element.parentElement)} > ${named(element)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const read = () =>
      elements.map((element) =>
        [null, "::before", "::after"].flatMap((pseudo) => {
          const style = getComputedStyle(element, pseudo);
          if (pseudo !== null && style.content === "none") return [];
          return [...style]
            .filter((name) => !name.startsWith("--"))
            .map((name) => `${pseudo ?? ""}${name}:${style.getPropertyValue(name)}`);
        }),
      );
    const held = read();
    const links = document.querySelectorAll<HTMLLinkElement>('link[media="not all"]');
    for (const link of links) link.media = "all";
    const applied = read();
    for (const link of links) link.media = "not all";
    return elements.flatMap((element, index) => {
      const appliedSet = new Set(applied[index]);
      const changed = (held[index] ?? []).filter((property) => !appliedSet.has(property));
      return changed.length === 0 ? [] : [`${named(element)}: ${changed.slice(0, 3).join("; ")}`];
    });
  });

for (const path of pages) {
  test(`${path}: only images start before the first paint; the site stylesheet is held and changes nothing`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => siteStylesheetMedia(page)).toBe("not all");
    // Still held once the islands have hydrated and the page has settled.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await siteStylesheetMedia(page)).toBe("not all");
    // What the page shows is what the whole stylesheet would show.
    expect(await changedByApplying(page), "styled otherwise by the whole stylesheet").toEqual([]);

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

test.describe("in the dark theme", () => {
  test.use({ colorScheme: "dark" });
  for (const path of ["/", "/length", "/blogs"]) {
    test(`${path}: the held site stylesheet changes nothing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect.poll(() => siteStylesheetMedia(page)).toBe("not all");
      await page.waitForLoadState("networkidle");
      expect(await siteStylesheetMedia(page)).toBe("not all");
      expect(await changedByApplying(page), "styled otherwise by the whole stylesheet").toEqual([]);
    });
  }
});

test("a class only the site stylesheet styles is styled before the page paints again", async ({
  page,
}) => {
  await page.goto("/privacy-ploicy");
  await expect.poll(() => siteStylesheetMedia(page)).toBe("not all");
  // The script watches the page once it has read the file's text (a fetch from the cache): until
  // then a new class waits for its first look over the whole page.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // animate-spin (the islands' busy spinner) is not in this page's markup, so not inline.
  const styled = await page.evaluate(async () => {
    const inline = [...document.querySelectorAll("style")]
      .map((style) => style.textContent)
      .join("");
    const spinner = document.createElement("span");
    spinner.className = "animate-spin";
    document.querySelector("main")?.append(spinner);
    await Promise.resolve();
    return {
      inline: inline.includes(".animate-spin"),
      animation: getComputedStyle(spinner).animationName,
    };
  });
  expect(styled).toEqual({ inline: false, animation: "spin" });
  expect(await siteStylesheetMedia(page)).toBe("all");
});

test("an island that then draws a class only the site stylesheet styles has it applied (the age calculator's spinner)", async ({
  page,
}) => {
  await page.goto("/time/age-calculator");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await siteStylesheetMedia(page)).toBe("not all");
  await page.getByLabel("Date of birth", { exact: true }).fill("2000-01-31");
  const spinner = page.getByTestId("result").getByRole("status").locator("svg");
  await expect(spinner).toHaveCSS("animation-name", "spin");
  expect(await siteStylesheetMedia(page)).toBe("all");
});
