/** The data storage converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "data-storage",
  title: "Data Storage Converter",
  description: "Convert bits, bytes, kilobytes, megabytes, gigabytes, terabytes and petabytes.",
  pageTitle: "Data Storage Converter: Bits, Bytes, MB, GB and TB",
  metaDescription:
    "Convert data sizes between bits, bytes, kilobytes, megabytes, gigabytes, terabytes, petabytes, kilobits, megabits and gigabits using binary (1024) steps.",
  category: "technical",
  icon: "hard-drive",
  iconColor: "text-teal-600 dark:text-teal-400",
  routePath: "/technical/data-storage-converter",
  canonicalPath: "/data-storage",
  homeGridPlace: 11,
  keywords: ["data storage converter", "gb to mb", "bytes to bits", "file size"],
} as const satisfies Tool;
