/**
 * The blog: the listing (/blogs) with its search, category filter and URL state, every article
 * page with its metadata, the blog's 404, the home page's latest-articles section and the feed.
 * Expectations come from the article files themselves (content/blog/*.mdx), so adding a post
 * needs no change here. Checks made on the same page share its load, a step each.
 */
import { readFileSync, readdirSync } from "node:fs";
import { test, expect, expectNoHorizontalScroll, runsOf, waitUntilSettled } from "./fixtures";
import {
  blogCategories,
  formatLongUsDate,
  postMatchesFilter,
  readTimeMinutes,
  sortNewestFirst,
} from "../src/lib/blog/blog";

const siteUrl = process.env["SITE_URL"] ?? "https://precision-computing.com";
const blogDir = new URL("../content/blog/", import.meta.url);

interface PostFile {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: Date;
  category: string;
  tags: string[];
  featuredImageAlt: string;
  seoTitle: string;
  seoDescription: string;
  draft: boolean;
  body: string;
}

/** Reads one YAML scalar or flow list the way the articles write them. */
function yamlValue(raw: string): string | string[] {
  const value = raw.trim();
  if (value.startsWith("[")) {
    return value
      .slice(1, -1)
      .split(",")
      .map((item) => String(yamlValue(item)))
      .filter((item) => item !== "");
  }
  if (value.startsWith('"')) return JSON.parse(value) as string;
  if (value.startsWith("'")) return value.slice(1, -1).replaceAll("''", "'");
  return value;
}

/** The frontmatter fields and the body of an article file (top-level keys and block lists). */
function readPost(fileName: string): PostFile {
  const source = readFileSync(new URL(fileName, blogDir), "utf8");
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${fileName} has no frontmatter`);
  const fields: Record<string, string | string[]> = {};
  let listKey: string | null = null;
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const item = /^\s+-\s+(.*)$/.exec(line);
    if (item && listKey) {
      const list = fields[listKey];
      if (Array.isArray(list)) list.push(String(yamlValue(item[1] ?? "")));
      continue;
    }
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key = "", raw = ""] = pair;
    listKey = raw.trim() === "" ? key : null;
    fields[key] = raw.trim() === "" ? [] : yamlValue(raw);
  }
  const text = (key: string) => String(fields[key] ?? "").trim();
  const tags = fields["tags"];
  return {
    slug: fileName.replace(/\.mdx$/, ""),
    title: text("title"),
    excerpt: text("excerpt"),
    author: text("author"),
    publishedAt: new Date(text("publishedAt")),
    category: text("category"),
    tags: Array.isArray(tags) ? tags : [],
    featuredImageAlt: text("featuredImageAlt"),
    seoTitle: text("seoTitle"),
    seoDescription: text("seoDescription"),
    draft: text("draft") === "true",
    body: match[2] ?? "",
  };
}

const posts = sortNewestFirst(
  readdirSync(blogDir)
    .filter((name) => name.endsWith(".mdx"))
    .map(readPost)
    .filter((post) => !post.draft),
);
const categories = blogCategories(posts);
const expectedSlugs = [
  "health-bmi-calculator-guide",
  "financial-currency-converter-tips",
  "time-age-calculator-guide",
  "measurement-length-converter-guide",
  "measurement-temperature-converter-guide",
  "measurement-volume-converter-guide",
  "technical-color-converter-guide",
  "essential-writing-tools-guide",
];

/** The titles of the posts a filter should leave visible, in listing order. */
const matchingTitles = (query: string, category = "All") =>
  posts.filter((post) => postMatchesFilter(post, { query, category })).map((post) => post.title);

/** The word of `texts` that the fewest posts match (at least `source`), for a sharp search. */
function sharpestWord(texts: string[]): string {
  const words = texts
    .flatMap((text) => text.split(/[^\p{L}\p{N}-]+/u))
    .filter((word) => word.length >= 4);
  const [best] = words.sort((a, b) => matchingTitles(a).length - matchingTitles(b).length);
  if (!best) throw new Error("no word to search for");
  return best;
}

test("the collection holds every planned article", () => {
  expect(posts.map((post) => post.slug)).toEqual(expect.arrayContaining(expectedSlugs));
});

test.describe("blog listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("has every article card, newest first, in the static HTML; lists 'All' and each category as buttons, with 'All' pressed", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("has every article card, newest first, in the static HTML", async () => {
      const response = await page.goto("/blogs");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Calculator App Blog | Precision Computing");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculator App Blog");
      await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveAttribute(
        "placeholder",
        "Search articles by title, tag, or keyword...",
      );
      const cards = page.locator("[data-blog-card]");
      await expect(cards).toHaveCount(posts.length);
      await expect(cards.getByRole("heading", { level: 2 })).toHaveText(
        posts.map((post) => post.title),
      );
      for (const [index, post] of posts.entries()) {
        const card = cards.nth(index);
        await expect(card.getByText(post.category, { exact: true })).toBeVisible();
        await expect(card.getByText(post.excerpt)).toBeAttached();
        await expect(card.getByText(post.author)).toBeVisible();
        await expect(card.getByText(`${readTimeMinutes(post.body)} min read`)).toBeVisible();
        await expect(card.getByRole("img", { name: post.featuredImageAlt })).toHaveCount(1);
        const readMore = card.getByRole("link", { name: `Read More: ${post.title}` });
        await expect(readMore).toHaveAttribute("href", `/blog/${post.slug}`);
        await expect(readMore).toContainText("Read More");
      }
    });

    await test.step("lists 'All' and each category as buttons, with 'All' pressed", async () => {
      const group = page.getByRole("group", { name: "Filter by category" });
      await expect(group.getByRole("button")).toHaveText(categories);
      await expect(group.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
    });
  });
});

test.describe("blog listing filter", () => {
  const visibleTitles = (page: import("@playwright/test").Page) =>
    page.locator("[data-blog-card]:visible").getByRole("heading", { level: 2 });

  test("loads only its own small script; searches, filters by category, shows the empty state; advertises the feed", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(5 * 30_000);
    // One load of /blogs for every check made on the page as it opens; each check leaves the
    // filter empty or where the next one expects it.
    await test.step("loads only its own small script and no framework", async () => {
      const scripts: { url: string; bytes: number }[] = [];
      page.on("response", async (response) => {
        if (response.request().resourceType() === "script") {
          scripts.push({ url: response.url(), bytes: (await response.body()).length });
        }
      });
      await page.goto("/blogs");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("astro-island")).toHaveCount(0);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.some(({ url }) => /BlogListing/.test(url))).toBe(true);
      for (const { url } of scripts) expect(url).not.toMatch(/client\.|react|jsx-runtime/i);
      const total = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
      expect(total, "uncompressed bytes of script").toBeLessThan(6 * 1024);
    });

    await test.step("searches titles, excerpts and tags, ignoring case", async () => {
      const search = page.getByRole("searchbox", { name: "Search articles" });
      const [first] = posts;
      if (!first) throw new Error("no posts");
      const titleWord = sharpestWord([first.title]);
      const excerptWord = sharpestWord(
        posts.flatMap((post) => post.excerpt.split(/\s+/).filter((w) => !post.title.includes(w))),
      );
      const tag = sharpestWord(posts.flatMap((post) => post.tags));
      for (const query of [titleWord.toUpperCase(), excerptWord, tag]) {
        const expected = matchingTitles(query);
        expect(expected.length, `"${query}" narrows the list`).toBeLessThan(posts.length);
        expect(expected.length).toBeGreaterThan(0);
        await search.fill(query);
        await expect(visibleTitles(page)).toHaveText(expected);
        await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}$`));
      }
      await search.fill("");
      await expect(visibleTitles(page)).toHaveCount(posts.length);
      await expect(page).toHaveURL(/\/blogs$/);
      expect(consoleErrors).toEqual([]);
    });

    await test.step("filters by category and combines it with the search", async () => {
      const category =
        categories.find((name) => name !== "All" && matchingTitles("", name).length > 1) ??
        categories[1] ??
        "All";
      const button = page.getByRole("button", { name: category, exact: true });
      await button.click();
      await expect(button).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect(visibleTitles(page)).toHaveText(matchingTitles("", category));
      await expect(page).toHaveURL(
        `/blogs?category=${encodeURIComponent(category).replaceAll("%20", "+")}`,
      );

      const [inCategory] = posts.filter((post) => post.category === category);
      const [tag = ""] = inCategory?.tags ?? [];
      await page.getByRole("searchbox", { name: "Search articles" }).fill(tag);
      await expect(visibleTitles(page)).toHaveText(matchingTitles(tag, category));

      await page.getByRole("button", { name: "All", exact: true }).click();
      await expect(visibleTitles(page)).toHaveText(matchingTitles(tag));
    });

    await test.step("shows the empty state when nothing matches", async () => {
      await expect(page.getByText("No Articles Found")).toBeHidden();
      await page.getByRole("searchbox", { name: "Search articles" }).fill("zzqx-no-such-article");
      await expect(visibleTitles(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
      await expect(
        page.getByText("Try adjusting your search terms or category filter."),
      ).toBeVisible();
      await page.getByRole("searchbox", { name: "Search articles" }).fill("");
      await expect(page.getByText("No Articles Found")).toBeHidden();
      await expect(visibleTitles(page)).toHaveCount(posts.length);
    });

    await test.step("every page advertises the feed", async () => {
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute("href", "/rss.xml");
    });
  });

  test("restores the filter from the URL query; an unknown category in the URL falls back to All", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("restores the filter from the URL query", async () => {
      const post = posts.find((candidate) => candidate.tags.length > 0) ?? posts[0];
      if (!post) throw new Error("no posts");
      const [tag = ""] = post.tags;
      await page.goto(
        `/blogs?q=${encodeURIComponent(tag)}&category=${encodeURIComponent(post.category.toLowerCase())}`,
      );
      await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue(tag);
      await expect(page.getByRole("button", { name: post.category, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(visibleTitles(page)).toHaveText(matchingTitles(tag, post.category));
      await expect(visibleTitles(page)).toContainText([post.title]);
    });

    await test.step("an unknown category in the URL falls back to All", async () => {
      await page.goto("/blogs?category=No+Such+Category");
      await expect(page.getByRole("button", { name: "All", exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(visibleTitles(page)).toHaveCount(posts.length);
    });
  });
});

test.describe("article pages", () => {
  for (const run of runsOf(posts, 4)) {
    test(`${run.map((post) => post.slug).join(", ")}: each renders the article with its metadata`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(run.length * 30_000);
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      for (const post of run) {
        await test.step(`${post.slug} renders the article with its metadata`, async () => {
          scripts.length = 0;
          consoleErrors.length = 0;
          const response = await page.goto(`/blog/${post.slug}`);
          expect(response?.status()).toBe(200);
          const canonical = `${siteUrl}/blog/${post.slug}`;
          const meta = (selector: string) => page.locator(`meta[${selector}]`);

          await expect(page).toHaveTitle(`${post.seoTitle} | Precision Computing`);
          await expect(meta('name="description"')).toHaveAttribute("content", post.seoDescription);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
          const keywords =
            (await meta('name="keywords"').getAttribute("content"))?.split(", ") ?? [];
          expect(keywords).toEqual(expect.arrayContaining([...post.tags, post.category]));
          expect(keywords.length).toBeGreaterThan(post.tags.length + 1);

          await expect(meta('property="og:title"')).toHaveAttribute(
            "content",
            /Precision Computing/,
          );
          await expect(meta('property="og:description"')).toHaveAttribute(
            "content",
            post.seoDescription,
          );
          // Open Graph defines the article:* tags for type "article" only.
          await expect(meta('property="og:type"')).toHaveAttribute("content", "article");
          await expect(meta('property="og:url"')).toHaveAttribute("content", canonical);
          await expect(meta('property="og:image"')).toHaveAttribute(
            "content",
            /^https?:\/\/.+\.png$/,
          );
          await expect(meta('property="article:published_time"')).toHaveAttribute(
            "content",
            post.publishedAt.toISOString(),
          );
          await expect(meta('property="article:section"')).toHaveAttribute(
            "content",
            post.category,
          );
          const articleTags = await meta('property="article:tag"').evaluateAll((elements) =>
            elements.map((element) => element.getAttribute("content")),
          );
          expect(articleTags).toEqual(post.tags);
          await expect(meta('name="twitter:card"')).toHaveAttribute(
            "content",
            "summary_large_image",
          );
          await expect(meta('name="twitter:title"')).toHaveAttribute("content", post.seoTitle);
          await expect(meta('name="twitter:description"')).toHaveAttribute(
            "content",
            post.seoDescription,
          );
          await expect(meta('name="twitter:image"')).toHaveAttribute("content", /^https?:\/\/.+/);

          const jsonLd = JSON.parse(
            (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
          ) as Record<string, unknown> & { author?: { name?: string } };
          expect(jsonLd["@context"]).toBe("https://schema.org");
          expect(jsonLd["@type"]).toBe("BlogPosting");
          expect(jsonLd["headline"]).toBe(post.title);
          expect(jsonLd["datePublished"]).toBe(post.publishedAt.toISOString());
          expect(jsonLd.author?.name).toBe(post.author);
          expect(jsonLd["url"]).toBe(canonical);

          const article = page.locator("article");
          await expect(article.getByRole("link", { name: "Back to Blog" })).toHaveAttribute(
            "href",
            "/blogs",
          );
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
          await expect(article.getByText(post.category, { exact: true }).first()).toBeVisible();
          await expect(article.getByText(post.author).first()).toBeVisible();
          await expect(page.getByTestId("published-date")).toHaveText(
            formatLongUsDate(post.publishedAt),
          );
          await expect(page.getByTestId("published-date")).toHaveText(
            /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
          );
          await expect(page.getByTestId("read-time")).toHaveText(
            `${readTimeMinutes(post.body)} min read`,
          );
          await expect(page.getByRole("region", { name: "Tags" }).getByRole("listitem")).toHaveText(
            post.tags.map((tag) => `#${tag}`),
          );
          await expect(page.locator(".prose-text h2").first()).toBeVisible();
          await expect(page.getByRole("link", { name: "Start Calculating Now" })).toHaveAttribute(
            "href",
            "/",
          );

          const image = article.getByRole("img", { name: post.featuredImageAlt, exact: true });
          await expect(image).toHaveAttribute("width", /^\d+$/);
          await expect(image).toHaveAttribute("height", /^\d+$/);
          await expect(article.locator('picture source[type="image/avif"]')).toHaveCount(1);
          await expect(image).toHaveAttribute("src", /\.webp$/);
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.currentSrc))
            .toMatch(/\.(avif|webp)$/);
          expect(
            await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
          ).toBeGreaterThan(0);

          await page.waitForLoadState("networkidle");
          await expect(
            page.locator("script[src], link[rel=modulepreload], astro-island"),
          ).toHaveCount(0);
          expect(scripts).toEqual([]);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  }
});

test.describe("missing article", () => {
  test("an unknown slug answers 404 with 'Article Not Found'; other unknown paths keep the site's 404", async ({
    page,
  }) => {
    test.setTimeout(2 * 30_000);
    await test.step("other unknown paths keep the site's 404", async () => {
      const response = await page.goto("/no-such-blog-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    });

    await test.step("an unknown slug answers 404 with 'Article Not Found'", async () => {
      const response = await page.goto("/blog/no-such-article");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
      await expect(
        page.getByText("The article you're looking for doesn't exist or has been moved."),
      ).toBeVisible();
      const back = page.getByRole("link", { name: "Back to Blog" });
      await expect(back).toHaveAttribute("href", "/blogs");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await back.click();
      await expect(page).toHaveURL(/\/blogs$/);
    });
  });
});

test.describe("home page latest articles", () => {
  test("shows the three newest articles and a link to all", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Latest from the Blog" }),
    });
    const cards = section.locator("[data-blog-card]");
    await expect(cards).toHaveCount(Math.min(3, posts.length));
    const newest = posts.slice(0, 3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
      newest.map((post) => post.title),
    );
    for (const post of newest) {
      await expect(section.getByRole("link", { name: `Read More: ${post.title}` })).toHaveAttribute(
        "href",
        `/blog/${post.slug}`,
      );
    }
    const viewAll = section.getByRole("link", { name: "View All Articles" });
    await expect(viewAll).toHaveAttribute("href", "/blogs");
    await viewAll.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calculator App Blog");
  });
});

test.describe("feed", () => {
  test("/rss.xml lists every published article with its link", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? "");
    expect(items).toHaveLength(posts.length);
    for (const [index, post] of posts.entries()) {
      expect(items[index]).toContain(`<link>${siteUrl}/blog/${post.slug}</link>`);
      expect(items[index]).toContain(`<pubDate>${post.publishedAt.toUTCString()}</pubDate>`);
    }
  });
});

test.describe("phone width", () => {
  const samplePost = posts[0]?.slug ?? "";
  test("the listing, an article, the blog's 404 and the home page fit 390 px without horizontal scroll", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(4 * 30_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/blogs", `/blog/${samplePost}`, "/blog/no-such-article", "/"]) {
      await test.step(`${path} fits 390 px without horizontal scroll`, async () => {
        consoleErrors.length = 0;
        await page.goto(path);
        await waitUntilSettled(page);
        await expectNoHorizontalScroll(page);
        expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([]);
      });
    }
  });
});
