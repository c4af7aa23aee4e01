/**
 * Light pages (issue 39 §4): a tool's guide, long prose below the first screen, is laid out and
 * painted only as it nears the viewport (`content-visibility: auto`), which takes its share out of
 * the page's first tasks. It must still be there for readers who scroll, jump to it or search it.
 */
import { test, expect } from "./fixtures";

for (const path of ["/time/age-calculator", "/timezone", "/length"]) {
  test(`${path}: the guide is skipped on load and drawn when scrolled to`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const guide = page.locator('section[aria-labelledby="guide-heading"]');
    await expect(guide).toHaveCSS("content-visibility", "auto");
    const firstParagraph = guide.locator("p").first();
    const drawn = () =>
      firstParagraph.evaluate((element) =>
        element.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn()).toBe(false);

    await guide.locator("#guide-heading").scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect(firstParagraph).toBeInViewport();
    // Its text is in the page for search engines, find-in-page and screen readers all along.
    expect((await firstParagraph.textContent())?.trim().length).toBeGreaterThan(40);
  });
}
