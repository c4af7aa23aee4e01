import { describe, expect, it } from "vitest";
import { z } from "astro/zod";
import { blogFieldLimits, blogFrontmatterSchema } from "./blog-schema";

// Astro's image() resolves the file during a build; here any string stands in for it.
const schema = blogFrontmatterSchema(z.string().min(1));

const validPost = {
  title: "BMI Explained: How to Calculate and Read Your Body Mass Index",
  excerpt: "What body mass index measures, how to work it out by hand, and what the bands mean.",
  author: "Precision Computing Editorial Team",
  publishedAt: new Date("2025-09-24"),
  category: "Health",
  tags: ["bmi", "health"],
  featuredImage: "./images/health-bmi-calculator-guide.svg",
  featuredImageAlt: "A colored BMI scale bar from underweight to obese",
  seoTitle: "BMI Calculator Guide: Formula, Bands and Healthy Weight",
  seoDescription:
    "Learn how BMI is calculated in kg/m² and with the 703 imperial formula, and what it means.",
};

type Field = keyof typeof validPost;
const requiredFields = Object.keys(validPost) as Field[];

function without(field: Field): Record<string, unknown> {
  const { [field]: _removed, ...rest } = validPost;
  return rest;
}

/** The issues of a failed parse as "path: message" lines, the way the build prints them. */
function issuesOf(frontmatter: unknown): string[] {
  const result = schema.safeParse(frontmatter);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("blogFrontmatterSchema", () => {
  it("accepts a complete post, with or without draft", () => {
    expect(schema.safeParse(validPost).success).toBe(true);
    expect(schema.safeParse({ ...validPost, draft: true }).success).toBe(true);
  });

  it("reads a YAML-style date string as a date", () => {
    const result = schema.parse({ ...validPost, publishedAt: "2025-11-03" });
    expect(result.publishedAt.toISOString()).toBe("2025-11-03T00:00:00.000Z");
  });

  it.each(requiredFields)("rejects a post without %s, naming the field", (field) => {
    const issues = issuesOf(without(field));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(new RegExp(`^${field}: `));
    // The message itself also names the field, so it reads well wherever it is shown.
    if (field !== "featuredImage") expect(issues[0]).toContain(`${field} `);
  });

  it("names every missing field at once", () => {
    const issues = issuesOf({ title: validPost.title });
    expect(issues.map((issue) => issue.split(":")[0])).toEqual(
      requiredFields.filter((field) => field !== "title"),
    );
  });

  it("rejects text that is too short or too long, naming the field and the limit", () => {
    expect(
      issuesOf({ ...validPost, seoTitle: "x".repeat(blogFieldLimits.seoTitleMax + 1) }),
    ).toEqual(["seoTitle: seoTitle must be at most 70 characters"]);
    expect(issuesOf({ ...validPost, seoDescription: "Too short." })).toEqual([
      "seoDescription: seoDescription must be at least 50 characters",
    ]);
    expect(issuesOf({ ...validPost, excerpt: "x".repeat(301) })).toEqual([
      "excerpt: excerpt must be at most 300 characters",
    ]);
    expect(issuesOf({ ...validPost, title: "   Short   " })).toEqual([
      "title: title must be at least 10 characters",
    ]);
  });

  it("rejects a bad date, empty tags and a non-boolean draft", () => {
    expect(issuesOf({ ...validPost, publishedAt: "someday" })).toEqual([
      "publishedAt: publishedAt must be a date such as 2025-11-03",
    ]);
    expect(issuesOf({ ...validPost, tags: [] })).toEqual(["tags: tags must list at least one tag"]);
    expect(issuesOf({ ...validPost, tags: "bmi" })).toEqual([
      'tags: tags must be a list such as ["bmi", "health"]',
    ]);
    expect(issuesOf({ ...validPost, tags: ["bmi", ""] })).toEqual([
      "tags.1: tag must not be empty",
    ]);
    expect(issuesOf({ ...validPost, draft: "yes" })).toEqual([
      "draft: draft must be true or false",
    ]);
  });

  it("rejects a misspelt field instead of ignoring it", () => {
    const issues = issuesOf({ ...validPost, draf: true });
    expect(issues).toEqual([
      ': unknown field "draf" (check the spelling; the fields are title, excerpt, author, publishedAt, category, tags, featuredImage, featuredImageAlt, seoTitle, seoDescription, draft)',
    ]);
  });
});
