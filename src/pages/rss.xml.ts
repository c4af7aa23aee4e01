import rss from "@astrojs/rss";
import type { APIContext } from "astro";
import { blogPostPath, getPublishedPosts } from "../components/blog/published-posts";
import { siteName } from "../site";

/** The blog's RSS feed: every published article, newest first. */
export async function GET(context: APIContext): Promise<Response> {
  if (!context.site) throw new Error("rss.xml needs `site` in astro.config.ts");
  const posts = await getPublishedPosts();
  return rss({
    title: `${siteName} Blog`,
    description:
      "Guides to the formulas, units and tips behind the Precision Computing calculators and converters.",
    site: context.site,
    // The site's URLs have no trailing slash (astro.config.ts trailingSlash: "never").
    trailingSlash: false,
    items: posts.map((post) => ({
      title: post.title,
      description: post.excerpt,
      link: blogPostPath(post.slug),
      pubDate: post.publishedAt,
      categories: [post.category, ...post.tags],
    })),
    customData: "<language>en-us</language>",
  });
}
