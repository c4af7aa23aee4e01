/** The shared shell, every route of the registry, static pages, 404, theme and the home grid. */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, expectNoHorizontalScroll, waitForHydration } from "./fixtures";
import { firstMatch } from "./html-text";
import { homeGridTools, tools } from "../src/tools";
import { rankTools } from "../src/lib/tool-search/tool-search";
import { searchableTool } from "../src/lib/tool-search/searchable-tool";

const siteUrl = process.env["SITE_URL"] ?? "https://precision-computing.com";
const staticPages = [
  { path: "/about-us", heading: "About" },
  { path: "/Contact-Us", heading: "Contact" },
  { path: "/privacy-ploicy", heading: "Privacy Policy" },
  { path: "/terms-and-condition", heading: "Terms" },
  { path: "/security-ploicy", heading: "Security Policy" },
];

/** The URL paths of the sitemap the build wrote. */
function sitemapPaths(): string[] {
  const outDir = process.env["OUT_DIR"] ?? "dist";
  const files = readdirSync(outDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  return files.flatMap((name) =>
    [...readFileSync(join(outDir, name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    ),
  );
}

test("every tool at both of its paths: title, heading, canonical link and meta tags in its HTML", async ({
  request,
}) => {
  // The head and the heading are in the served HTML, which no script changes: read as served.
  for (const tool of tools) {
    for (const path of new Set([tool.routePath, tool.canonicalPath])) {
      // Uncompressed: the test server would otherwise compress each page on first request.
      const response = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const metaContent = (attribute: string) =>
        firstMatch(html, new RegExp(`<meta ${attribute} content="([^"]*)"`));
      expect(firstMatch(html, /<title>([^<]*)<\/title>/), path).toBe(
        `${tool.pageTitle} | Precision Computing`,
      );
      expect(html.match(/<h1[\s>]/g), `${path}: one h1`).toHaveLength(1);
      expect(firstMatch(html, /<h1[^>]*>([^<]*)<\/h1>/), path).toBe(tool.title);
      expect(firstMatch(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(
        `${siteUrl}${tool.canonicalPath}`,
      );
      expect(metaContent('name="description"'), path).toBe(tool.metaDescription);
      expect(metaContent('property="og:title"'), path).toMatch(/Precision Computing/);
      expect(metaContent('property="og:description"'), path).toBe(tool.metaDescription);
      expect(metaContent('property="og:type"'), path).toBe("website");
      expect(metaContent('name="keywords"'), path).toBe(tool.keywords.join(", "));
    }
  }
});

test.describe("static pages", () => {
  /** What each page must say beyond what every static page has. */
  const ownChecks: Record<string, { title: string; check: (page: Page) => Promise<void> }> = {
    "/terms-and-condition": {
      title:
        "terms are effective September 19, 2025, under Delaware law, and link to /privacy-ploicy",
      check: async (page) => {
        await expect(page.locator("main")).toContainText("September 19, 2025");
        await expect(page.locator("main")).toContainText("Delaware");
        await expect(page.locator('main a[href="/privacy-ploicy"]').first()).toBeVisible();
      },
    },
    "/Contact-Us": {
      title: "contact page has no form, promises 24 hours and links the support address",
      check: async (page) => {
        await expect(page.locator("form")).toHaveCount(0);
        await expect(page.locator("main")).toContainText("24 hours");
        const mail = page.locator('main a[href^="mailto:"]').first();
        await expect(mail).toHaveAttribute("href", /^mailto:[^%{}]+@[^%{}]+$/);
        await expect(page.locator("main")).not.toContainText("SUPPORT_EMAIL");
      },
    },
    "/privacy-ploicy": {
      title: "privacy policy covers the required topics",
      check: async (page) => {
        const text = await page.locator("main").innerText();
        for (const topic of ["cookie", "advertis", "analytics", "13", "GDPR", "CCPA", "LGPD"]) {
          expect(text, topic).toContain(topic);
        }
      },
    },
    "/security-ploicy": {
      title: "security policy has every section of the spec",
      check: async (page) => {
        const text = (await page.locator("main").innerText()).toLowerCase();
        for (const topic of [
          "data protection",
          "encryption",
          "multi-factor",
          "retention",
          "third-party",
          "cookies",
          "audit",
          "reporting",
        ]) {
          expect(text, topic).toContain(topic);
        }
      },
    },
  };

  test("each renders with its metadata and loads no JavaScript file; terms, contact, privacy and security say what they must", async ({
    page,
  }) => {
    test.setTimeout((staticPages.length + Object.keys(ownChecks).length) * 30_000);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    for (const { path, heading } of staticPages) {
      await test.step(`${path} renders with its metadata and loads no JavaScript file`, async () => {
        scripts.length = 0;
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toContainText(heading);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${siteUrl}${path}`,
        );
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
          "content",
          "website",
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        expect((await page.locator("main").innerText()).split(/\s+/).length).toBeGreaterThan(150);
        expect(scripts).toEqual([]);
      });
      const own = ownChecks[path];
      if (own) await test.step(own.title, () => own.check(page));
    }
  });
});

test.describe("not found", () => {
  test("an unknown path is answered with 404 and the spec's text; paths differ by case", async ({
    page,
    request,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("an unknown path is answered with 404 and the spec's text", async () => {
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("404 Page Not Found");
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
      await expect(page.locator("header")).toBeVisible();
    });

    await test.step("paths differ by case: /contact-us is not /Contact-Us", async () => {
      expect((await request.get("/Contact-Us")).status()).toBe(200);
      expect((await request.get("/privacy-policy")).status()).toBe(404);
    });
  });
});

test.describe("header and footer", () => {
  test("desktop header links and footer links; the mobile menu opens from its button, works by keyboard and closes with Escape or a link", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("desktop header links and footer links", async () => {
      await page.goto("/about-us");
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [name, href] of [
        ["All Tools", "/#Convertor"],
        ["BMI Calculator", "/health/bmi-calculator"],
        ["Percentage Calculator", "/financial/percentage-calculator"],
        ["Age Calculator", "/time/age-calculator"],
      ] as const) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      const footer = page.locator("footer");
      for (const [name, href] of [
        ["About Us", "/about-us"],
        ["Contact Us", "/Contact-Us"],
        ["Privacy Policy", "/privacy-ploicy"],
        ["Terms And Condition", "/terms-and-condition"],
        ["Security Policy", "/security-ploicy"],
      ] as const) {
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
      }
      await expect(footer).toContainText("© 2024");
      await expect(page.locator("header")).toHaveCSS("position", "fixed");
    });

    await test.step("the mobile menu opens from its button, works by keyboard and closes with Escape or a link", async () => {
      // The same page at a phone width.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const open = page.getByRole("button", { name: "Open menu" });
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeHidden();
      await open.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: "BMI Calculator" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await open.click();
      await expect(menu).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      await page.goto("/");
      await page.getByRole("button", { name: "Open menu" }).click();
      await menu.getByRole("link", { name: "All Tools" }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator("#Convertor")).toBeInViewport();
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe("scrolling", () => {
  test("without a hash the page starts at the top; a hash scrolls to its element after load", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("without a hash the page starts at the top", async () => {
      await page.goto("/");
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page.reload();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step("a hash scrolls to its element after load", async () => {
      await page.goto("/#Convertor");
      await expect(page.locator("#Convertor")).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    });
  });

  test("a malformed fragment or query throws nothing; an encoded fragment still scrolls", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const uncaught: string[] = [];
    page.on("pageerror", (error) => uncaught.push(`${page.url()}: ${error.message}`));
    const paths = ["/", "/length", "/blog", "/financial/currency-converter"];
    const suffixes = ["#%E0%A4%A", "#%", "?value=%E0%A4%A&from=%&to=%ZZ#%E0%A4%A", "?%=%25%"];
    for (const path of paths) {
      for (const suffix of suffixes) {
        await page.goto(path + suffix);
        // The islands read the address when they hydrate; the shell reads the fragment 100 ms
        // after its script runs, so a timer of 100 ms set after hydration fires after the
        // shell's.
        await waitForHydration(page);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
        await expect(page.locator("main")).toBeVisible();
      }
    }
    expect(uncaught).toEqual([]);
    await page.goto("/#%43onvertor");
    await expect(page.locator("#Convertor")).toBeInViewport();
  });
});

test.describe("home page", () => {
  test("hero copy and the grid of the 20 tools in the spec's order; search; fits a phone screen", async ({
    page,
  }) => {
    test.setTimeout(4 * 30_000);
    await test.step("hero copy and the grid of the 20 tools in the spec's order", async () => {
      await page.goto("/");
      await expect(page.locator("h1")).toHaveText("Calculate Smarter with All-in-One Tools");
      for (const text of ["Precision Computing", "Fast • Accurate • Free", "30+", "20+ tools"]) {
        await expect(page.locator("main")).toContainText(text);
      }
      const cards = page.locator("#tool-grid [data-tool-card]");
      await expect(cards).toHaveCount(20);
      const hrefs = await cards
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(homeGridTools.map((tool) => tool.routePath));
      await expect(cards.filter({ hasText: "BMI Calculator" }).getByRole("link")).toHaveText(
        /^Calculate Now/,
      );
      await expect(cards.filter({ hasText: "Length Converter" }).getByRole("link")).toHaveText(
        /^Convert Now/,
      );
      await expect(cards.filter({ hasText: "Text Tools" }).getByRole("link")).toHaveText(
        /^Convert Now/,
      );
      await expect(page.locator("#tool-grid")).not.toContainText("Cooking Converter");
    });

    await test.step("search matches names, keywords, units and descriptions, ignoring case, with an empty state", async () => {
      const search = page.getByRole("searchbox", { name: "Search tools" });
      const visibleCards = page.locator("#tool-grid [data-tool-card]:visible");
      await search.fill("CELSIUS");
      await expect(visibleCards).toHaveCount(1);
      await expect(visibleCards).toContainText("Temperature Converter");
      await search.fill("calculator");
      await expect(visibleCards).toHaveCount(
        rankTools("calculator", homeGridTools.map(searchableTool)).length,
      );
      await search.fill("qwertyuiop");
      await expect(visibleCards).toHaveCount(0);
      await expect(page.getByText("No tools match your search")).toBeVisible();
      await search.fill("");
      await expect(visibleCards).toHaveCount(20);
      await expect(page.getByText("No tools match your search")).toBeHidden();
    });

    await test.step("search finds a converter by its units, best match first, not inside other words", async () => {
      const search = page.getByRole("searchbox", { name: "Search tools" });
      const visibleCards = page.locator("#tool-grid [data-tool-card]:visible");
      // "stone" is inside the Age Calculator's "milestones": a whole-word match must not find it.
      await search.fill("stone");
      await expect(visibleCards.first()).toContainText("Weight Converter");
      await expect(visibleCards.filter({ hasText: "Age Calculator" })).toHaveCount(0);
      await search.fill("psi");
      await expect(visibleCards.first()).toContainText("Pressure Converter");
      await search.fill("weight");
      await expect(visibleCards.first()).toContainText("Weight Converter");
      await expect(visibleCards.filter({ hasText: "BMI Calculator" })).toHaveCount(1);
      await search.fill("");
      const order = await page
        .locator("#tool-grid [data-tool-card] h3")
        .evaluateAll((titles) => titles.map((title) => title.textContent));
      expect(order).toEqual(homeGridTools.map((tool) => tool.title));
    });

    await test.step("fits a phone screen", async () => {
      // The same page at a phone width.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page);
    });
  });

  test("the feature highlights rotate every 4 seconds and can be paused; they stay still for reduced motion", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("the feature highlights rotate every 4 seconds and can be paused", async () => {
      await page.clock.install();
      await page.goto("/");
      const slides = page.locator("[data-slide]");
      await expect(slides).toHaveCount(5);
      await expect(slides.nth(0)).toBeVisible();
      await page.clock.runFor(4000);
      await expect(slides.nth(1)).toBeVisible();
      await expect(slides.nth(0)).toBeHidden();
      await page.getByRole("button", { name: "Pause" }).click();
      await page.clock.runFor(8000);
      await expect(slides.nth(1)).toBeVisible();
    });

    await test.step("the highlights stay still for reduced motion", async () => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      // The clock installed above holds for this load too.
      await page.goto("/");
      await page.clock.runFor(8000);
      await expect(page.locator("[data-slide]").nth(0)).toBeVisible();
    });
  });
});

test.describe("themes", () => {
  test("follows the system preference and remembers the toggle; the bar colour follows; a stored theme applies before the first paint", async ({
    page,
  }) => {
    test.setTimeout(3 * 30_000);
    await test.step("follows the system preference and remembers the toggle", async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/about-us");
      await expect(page.locator("html")).toHaveClass(/dark/);
      const toggle = page.getByRole("button", { name: "Dark theme" });
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await toggle.click();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      await page.reload();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
    });

    await test.step("the browser's bar colour follows the system, then the visitor's choice", async () => {
      // As a first visit: nothing stored yet.
      await page.evaluate(() => localStorage.clear());
      const barColors = () =>
        page
          .locator('meta[name="theme-color"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/about-us");
      // As built: the light colour for a light system, the dark one for a dark system.
      const [light, dark] = await barColors();
      expect(light).toMatch(/^#|^rgb|^oklch/);
      expect(dark).toMatch(/^#|^rgb|^oklch/);
      expect(light).not.toBe(dark);
      await page.getByRole("button", { name: "Dark theme" }).click();
      await expect.poll(barColors).toEqual([dark, dark]);
      await page.goto("/length");
      expect(await barColors()).toEqual([dark, dark]);
      await page.getByRole("button", { name: "Dark theme" }).click();
      await expect.poll(barColors).toEqual([light, light]);
    });

    await test.step("applies a stored theme before the first paint", async () => {
      await page.evaluate(() => localStorage.clear());
      await page.addInitScript(() => localStorage.setItem("theme", "dark"));
      let classAtFirstParse = "";
      await page.exposeFunction("reportClass", (value: string) => (classAtFirstParse = value));
      await page.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () =>
          (window as unknown as { reportClass: (v: string) => void }).reportClass(
            document.documentElement.className,
          ),
        ),
      );
      await page.goto("/");
      await expect.poll(() => classAtFirstParse).toContain("dark");
    });
  });
});

test.describe("shared pieces on tool pages", () => {
  test("F8 moves focus to the notification region", async ({ page }) => {
    await page.goto("/length");
    await expect(page.getByTestId("toast-region")).toBeAttached();
    await expect(async () => {
      await page.keyboard.press("F8");
      await expect(page.getByTestId("toast-region")).toBeFocused({ timeout: 500 });
    }).toPass();
  });
});

test.describe("sitemap", () => {
  test("lists canonical URLs only, each answering 200", async ({ request }) => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(20);
    for (const tool of tools) {
      expect(paths).toContain(tool.canonicalPath);
      if (tool.routePath !== tool.canonicalPath) expect(paths).not.toContain(tool.routePath);
    }
    // About 500 pages: asked ten at a time, HEAD only, so a busy 2-core machine keeps up.
    test.setTimeout(90_000);
    for (let start = 0; start < paths.length; start += 10) {
      const batch = paths.slice(start, start + 10);
      const statuses = await Promise.all(
        batch.map(async (path) => (await request.head(path)).status()),
      );
      expect(statuses, batch.join(", ")).toEqual(batch.map(() => 200));
    }
  });
});
