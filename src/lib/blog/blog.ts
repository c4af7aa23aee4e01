/**
 * The blog's pure rules: read time, the listing's search and category filter (spec 5), the
 * category list (spec 3), the long US date and the newest-first order.
 */

/** Reading speed used for read times, in words per minute. */
export const wordsPerMinute = 200;

/** The category button that matches every article. */
export const allCategories = "All";

/** What the listing filter looks at in an article. */
export interface FilterablePost {
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
}

/** The listing's filter: the search text and the selected category ('All' for every one). */
export interface BlogFilter {
  query: string;
  category: string;
}

/** The filter a visitor starts with: no search text, every category. */
export const defaultBlogFilter: BlogFilter = { query: "", category: allCategories };

/**
 * Counts the words of an article's source text: whitespace-separated runs holding at least one
 * letter or digit, so Markdown punctuation (table pipes, list dashes, `#`) and link targets don't
 * count.
 * @example countWords("## Why it *matters*\n\n| a | b |\n[BMI calculator](/bmi)") // 7
 */
export function countWords(text: string): number {
  const withoutLinkTargets = text.replace(/\]\([^)\s]*\)/g, "]");
  return withoutLinkTargets.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Minutes to read a text at 200 words per minute, rounded up, never less than 1.
 * @example readTimeMinutes("word ".repeat(401)) // 3
 */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute));
}

/**
 * Whether an article passes the listing filter: the search text (trimmed, case-insensitive) is
 * contained in the title, the excerpt or any tag, and the category matches unless 'All' is chosen.
 * @example
 * postMatchesFilter({ title: "BMI Explained", excerpt: "...", category: "Health", tags: ["bmi"] },
 *   { query: "bmi", category: "All" }) // true
 */
export function postMatchesFilter(post: FilterablePost, filter: BlogFilter): boolean {
  if (filter.category !== allCategories && post.category !== filter.category) return false;
  const needle = filter.query.trim().toLowerCase();
  if (needle === "") return true;
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The category buttons: 'All', then each distinct category in order of first appearance.
 * @example blogCategories([{ category: "Health" }, { category: "Time" }, { category: "Health" }])
 * // ["All", "Health", "Time"]
 */
export function blogCategories(posts: readonly { category: string }[]): string[] {
  return [allCategories, ...new Set(posts.map((post) => post.category))];
}

/**
 * A publish date in long US format. Frontmatter dates are midnight UTC, so the date is read in
 * UTC and never shifts a day with the reader's or the build machine's time zone.
 * @example formatLongUsDate(new Date("2025-11-03")) // "November 3, 2025"
 */
export function formatLongUsDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * A copy of the posts sorted newest first; posts published the same instant keep their order.
 * @example sortNewestFirst([{ publishedAt: new Date("2025-01-01") }, { publishedAt: new Date("2025-06-01") }])
 * // [{ publishedAt: 2025-06-01 }, { publishedAt: 2025-01-01 }]
 */
export function sortNewestFirst<Post extends { publishedAt: Date }>(
  posts: readonly Post[],
): Post[] {
  return [...posts].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/**
 * Reads the listing filter from a URL query (?q=...&category=...). A category is matched
 * case-insensitively against the known ones; an unknown one falls back to 'All'.
 * @example parseBlogFilter("?q=bmi&category=health", ["All", "Health"]) // { query: "bmi", category: "Health" }
 */
export function parseBlogFilter(search: string, categories: readonly string[]): BlogFilter {
  const params = new URLSearchParams(search);
  const requested = (params.get("category") ?? "").toLowerCase();
  const category =
    categories.find((known) => known.toLowerCase() === requested) ?? defaultBlogFilter.category;
  return { query: params.get("q") ?? "", category };
}

/**
 * The URL query for a filter, leaving out defaults: "" for the default filter.
 * @example blogFilterSearch({ query: "bmi", category: "Health" }) // "?q=bmi&category=Health"
 */
export function blogFilterSearch(filter: BlogFilter): string {
  const params = new URLSearchParams();
  if (filter.query !== "") params.set("q", filter.query);
  if (filter.category !== allCategories) params.set("category", filter.category);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}
