/**
 * The published blog articles, newest first, with their read time: the one place pages, the home
 * section and the feed get posts from, so drafts are left out everywhere alike.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { readTimeMinutes, sortNewestFirst } from "../../lib/blog/blog";

/** An article ready to list or render: its frontmatter, slug, read time and collection entry. */
export type PublishedPost = CollectionEntry<"blog">["data"] & {
  slug: string;
  readTimeMinutes: number;
  entry: CollectionEntry<"blog">;
};

/** Every article not marked `draft: true`, newest first. */
export async function getPublishedPosts(): Promise<PublishedPost[]> {
  const entries = await getCollection("blog", (entry) => entry.data.draft !== true);
  return sortNewestFirst(
    entries.map((entry) => ({
      ...entry.data,
      slug: entry.id,
      readTimeMinutes: readTimeMinutes(entry.body ?? ""),
      entry,
    })),
  );
}

/** The path of an article page. */
export const blogPostPath = (slug: string): string => `/blog/${slug}`;
