/** The blog's messages: no article for a search, and no article at an address. */

/** The spec's texts for a blog article that does not exist (section 2.10 and the messages table). */
export const articleNotFound = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been moved.",
  description:
    "The article you're looking for doesn't exist or has been moved. Browse every guide on the Calculator App Blog.",
} as const;

/** The spec's texts for a search or category that finds no article (the messages table). */
export const noArticlesFound = {
  title: "No Articles Found",
  hint: "Try adjusting your search terms or category filter.",
} as const;
