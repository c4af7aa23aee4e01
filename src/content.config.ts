import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { blogFrontmatterSchema } from "./blog-schema";

/**
 * Blog articles: one MDX file per article in content/blog; the file name is the slug. The
 * frontmatter rules live in src/blog-schema.ts (unit-tested there); a post that breaks them fails
 * the build with the file and the field named.
 */
const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./content/blog" }),
  schema: ({ image }) => blogFrontmatterSchema(image()),
});

/** The long explanatory text under each tool: content/tool-guides/{tool id}.md. */
const toolGuides = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/tool-guides" }),
  schema: z.object({
    title: z.string().min(5),
  }),
});

/** Static information pages (about, contact, policies): content/pages/{id}.md. */
const pages = defineCollection({
  loader: glob({ pattern: "*.md", base: "./content/pages" }),
  schema: z.object({
    title: z.string().min(5),
    description: z.string().min(50).max(170),
  }),
});

export const collections = { blog, toolGuides, pages };
