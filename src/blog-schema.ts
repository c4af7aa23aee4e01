/**
 * The frontmatter rules of a blog article (content/blog/*.mdx), kept apart from
 * src/content.config.ts so that a unit test can check them without Astro's virtual modules.
 * The featured-image rule is passed in: Astro's image() resolves the file in a build, a test
 * passes any stand-in schema.
 */
import { z } from "astro/zod";

/** Length limits that keep titles and descriptions whole in search results and link previews. */
export const blogFieldLimits = {
  titleMin: 10,
  excerptMin: 40,
  excerptMax: 300,
  authorMin: 2,
  categoryMin: 2,
  altMin: 5,
  seoTitleMin: 10,
  seoTitleMax: 70,
  seoDescriptionMin: 50,
  seoDescriptionMax: 170,
} as const;

const text = (field: string, min: number, max?: number) => {
  const atLeast = z
    .string({ error: `${field} is required and must be text` })
    .trim()
    .min(min, {
      error:
        min === 1 ? `${field} must not be empty` : `${field} must be at least ${min} characters`,
    });
  return max === undefined
    ? atLeast
    : atLeast.max(max, { error: `${field} must be at most ${max} characters` });
};

/**
 * Builds the blog frontmatter schema around the given featured-image schema. Unknown keys are
 * rejected so that a misspelt field (say `draf: true`) fails the build instead of being ignored.
 * @example
 * // src/content.config.ts
 * schema: ({ image }) => blogFrontmatterSchema(image())
 * // a test
 * blogFrontmatterSchema(z.string()).safeParse(frontmatter)
 */
export function blogFrontmatterSchema<ImageSchema extends z.ZodType>(featuredImage: ImageSchema) {
  const limits = blogFieldLimits;
  const shape = {
    title: text("title", limits.titleMin),
    excerpt: text("excerpt", limits.excerptMin, limits.excerptMax),
    author: text("author", limits.authorMin),
    publishedAt: z.coerce.date({ error: "publishedAt must be a date such as 2025-11-03" }),
    category: text("category", limits.categoryMin),
    tags: z
      .array(text("tag", 1), { error: 'tags must be a list such as ["bmi", "health"]' })
      .min(1, { error: "tags must list at least one tag" }),
    featuredImage,
    featuredImageAlt: text("featuredImageAlt", limits.altMin),
    seoTitle: text("seoTitle", limits.seoTitleMin, limits.seoTitleMax),
    seoDescription: text("seoDescription", limits.seoDescriptionMin, limits.seoDescriptionMax),
    draft: z.boolean({ error: "draft must be true or false" }).optional(),
  };
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")} (check the spelling; the fields are ${Object.keys(shape).join(", ")})`
        : undefined,
  });
}
