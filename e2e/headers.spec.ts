/**
 * The production headers, caching, CSP, clean URLs and root-only 404s, checked against the test
 * server (scripts/serve.ts applies the build's _headers and serves only the root 404.html, as
 * most hosts do). nginx.spec.ts runs the same checks against nginx.
 */
import { test, expect } from "./fixtures";
import { defineDeployChecks, firstArticlePath } from "./deploy-checks";

test.describe("the test server", () => {
  defineDeployChecks(() => "");
});

test("articles declare og:type article beside their article:* tags", async ({ page }) => {
  await page.goto(firstArticlePath());
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(1);
});

test("pages other than articles stay og:type website", async ({ page }) => {
  for (const path of ["/", "/length", "/about-us", "/blogs"]) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:type"]'), path).toHaveAttribute(
      "content",
      "website",
    );
  }
});
