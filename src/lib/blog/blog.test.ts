import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  allCategories,
  blogCategories,
  blogFilterSearch,
  countWords,
  defaultBlogFilter,
  formatLongUsDate,
  parseBlogFilter,
  postMatchesFilter,
  readTimeMinutes,
  sortNewestFirst,
  wordsPerMinute,
  type FilterablePost,
} from "./blog";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("countWords", () => {
  it("counts whitespace-separated words", () => {
    expect(countWords("Body mass index, or BMI, appears on forms.")).toBe(8);
    expect(countWords("  spaced\n\nout\twords  ")).toBe(3);
    expect(countWords("")).toBe(0);
  });

  it("skips Markdown punctuation and link targets", () => {
    expect(countWords("## Why it *matters*\n\n| a | b |\n[BMI calculator](/bmi)")).toBe(7);
    expect(countWords("| --- | --- |\n- item\n---")).toBe(1);
    expect(countWords("See the [length converter](/measurement/length-converter) now.")).toBe(5);
  });

  it("counts numbers and non-Latin words", () => {
    expect(countWords("1,000 mm = 1 m")).toBe(4);
    expect(countWords("café naïve 東京")).toBe(3);
  });
});

describe("readTimeMinutes", () => {
  it("is the word count over 200, rounded up", () => {
    expect(wordsPerMinute).toBe(200);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
    expect(readTimeMinutes(words(2600))).toBe(13);
  });

  it("is at least 1 minute, even for an empty text", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("one")).toBe(1);
  });

  it("matches ceil(words / 200) for any word count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (count) => {
        expect(readTimeMinutes(words(count))).toBe(Math.max(1, Math.ceil(count / 200)));
      }),
      { numRuns: 60 },
    );
  });
});

describe("postMatchesFilter", () => {
  const bmi: FilterablePost = {
    title: "BMI Explained: How to Calculate Your Body Mass Index",
    excerpt: "What body mass index measures and where the number stops being useful.",
    category: "Health",
    tags: ["bmi", "healthy-weight"],
  };
  const currency: FilterablePost = {
    title: "Currency Conversion Made Clear",
    excerpt: "How exchange rates are quoted for travelers.",
    category: "Financial",
    tags: ["travel", "Exchange-Rates"],
  };

  it("matches every post with no search text and 'All'", () => {
    expect(postMatchesFilter(bmi, defaultBlogFilter)).toBe(true);
    expect(postMatchesFilter(currency, { query: "   ", category: allCategories })).toBe(true);
  });

  it("finds the text in the title, the excerpt or a tag, ignoring case", () => {
    expect(postMatchesFilter(bmi, { query: "EXPLAINED", category: "All" })).toBe(true);
    expect(postMatchesFilter(bmi, { query: "stops being", category: "All" })).toBe(true);
    expect(postMatchesFilter(bmi, { query: "healthy-w", category: "All" })).toBe(true);
    expect(postMatchesFilter(currency, { query: "exchange-rates", category: "All" })).toBe(true);
    expect(postMatchesFilter(currency, { query: "bmi", category: "All" })).toBe(false);
  });

  it("does not search the category name or the body", () => {
    expect(postMatchesFilter(currency, { query: "financial", category: "All" })).toBe(false);
  });

  it("trims the search text", () => {
    expect(postMatchesFilter(bmi, { query: "  bmi  ", category: "All" })).toBe(true);
  });

  it("requires the selected category unless 'All' is chosen", () => {
    expect(postMatchesFilter(bmi, { query: "", category: "Health" })).toBe(true);
    expect(postMatchesFilter(bmi, { query: "", category: "Financial" })).toBe(false);
    expect(postMatchesFilter(bmi, { query: "bmi", category: "Financial" })).toBe(false);
    expect(postMatchesFilter(currency, { query: "travel", category: "Financial" })).toBe(true);
  });

  it("always matches a piece of its own title in its own category", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        (title, start, length) => {
          const from = start % title.length;
          const piece = title.slice(from, from + 1 + (length % title.length));
          const post = { ...bmi, title };
          expect(postMatchesFilter(post, { query: piece.toUpperCase(), category: "Health" })).toBe(
            true,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("blogCategories", () => {
  it("lists 'All' then each category once, in order of first appearance", () => {
    const posts = [
      "Writing Tools",
      "Measurement",
      "Technical",
      "Measurement",
      "Time",
      "Health",
    ].map((category) => ({ category }));
    expect(blogCategories(posts)).toEqual([
      "All",
      "Writing Tools",
      "Measurement",
      "Technical",
      "Time",
      "Health",
    ]);
  });

  it("is just 'All' with no posts", () => {
    expect(blogCategories([])).toEqual(["All"]);
  });
});

describe("formatLongUsDate", () => {
  it("writes the long US date", () => {
    expect(formatLongUsDate(new Date("2025-11-03"))).toBe("November 3, 2025");
    expect(formatLongUsDate(new Date("2025-09-24"))).toBe("September 24, 2025");
  });

  it("reads the date in UTC so it never shifts a day", () => {
    expect(formatLongUsDate(new Date("2025-01-01T00:00:00Z"))).toBe("January 1, 2025");
    expect(formatLongUsDate(new Date("2024-12-31T23:59:59Z"))).toBe("December 31, 2024");
  });
});

describe("sortNewestFirst", () => {
  const post = (slug: string, date: string) => ({ slug, publishedAt: new Date(date) });

  it("orders by publish date, newest first, without changing the input", () => {
    const posts = [post("a", "2025-09-24"), post("b", "2025-11-12"), post("c", "2025-10-08")];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(["b", "c", "a"]);
    expect(posts.map((p) => p.slug)).toEqual(["a", "b", "c"]);
  });

  it("keeps the order of posts published the same day", () => {
    const posts = [post("x", "2025-10-01"), post("y", "2025-10-01"), post("z", "2025-12-01")];
    expect(sortNewestFirst(posts).map((p) => p.slug)).toEqual(["z", "x", "y"]);
  });
});

describe("parseBlogFilter and blogFilterSearch", () => {
  const categories = ["All", "Health", "Writing Tools"];

  it("reads the search text and the category from the query", () => {
    expect(parseBlogFilter("?q=bmi&category=Health", categories)).toEqual({
      query: "bmi",
      category: "Health",
    });
    expect(parseBlogFilter("?category=writing+tools", categories)).toEqual({
      query: "",
      category: "Writing Tools",
    });
  });

  it("falls back to the defaults", () => {
    expect(parseBlogFilter("", categories)).toEqual(defaultBlogFilter);
    expect(parseBlogFilter("?category=Cooking", categories)).toEqual(defaultBlogFilter);
  });

  it("leaves defaults out of the query", () => {
    expect(blogFilterSearch(defaultBlogFilter)).toBe("");
    expect(blogFilterSearch({ query: "bmi", category: "All" })).toBe("?q=bmi");
    expect(blogFilterSearch({ query: "", category: "Writing Tools" })).toBe(
      "?category=Writing+Tools",
    );
  });

  it("round-trips any filter over known categories", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...categories), (query, category) => {
        const filter = { query, category };
        expect(parseBlogFilter(blogFilterSearch(filter), categories)).toEqual(filter);
      }),
    );
  });
});
