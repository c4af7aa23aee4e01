/** The time converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "time",
  title: "Time Converter",
  description:
    "Convert nanoseconds to centuries: seconds, minutes, hours, days, weeks, mean months and years.",
  pageTitle: "Time Converter: Seconds, Minutes, Hours, Days, Weeks, Months and Years",
  metaDescription:
    "Convert time between nanoseconds, milliseconds, seconds, minutes, hours, days, weeks, mean Gregorian months and years, decades and centuries, with exact factors.",
  category: "time",
  icon: "clock",
  iconColor: "text-indigo-600 dark:text-indigo-400",
  routePath: "/time/time-converter",
  canonicalPath: "/time",
  homeGridPlace: null,
  keywords: ["time converter", "hours to minutes", "days to hours", "seconds to milliseconds"],
} as const satisfies Tool;
