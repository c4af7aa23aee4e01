/** The spec's texts for a blog article that does not exist (section 2.10 and the messages table). */
export const articleNotFound = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been moved.",
  description:
    "The article you're looking for doesn't exist or has been moved. Browse every guide on the Calculator App Blog.",
} as const;
