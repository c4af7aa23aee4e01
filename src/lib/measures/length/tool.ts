/** The length converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "length",
  title: "Length Converter",
  description:
    "Convert meters, kilometers, centimeters, millimeters, inches, feet, yards and miles.",
  pageTitle: "Length Converter: Meters, Feet, Inches, Miles and More",
  metaDescription:
    "Convert length between meters, kilometers, centimeters, millimeters, inches, feet, yards and miles, with every other unit at a glance and a table of common values.",
  category: "measurement",
  icon: "ruler",
  iconColor: "text-blue-600 dark:text-blue-400",
  routePath: "/measurement/length-converter",
  canonicalPath: "/length",
  homeGridPlace: 5,
  keywords: ["length converter", "meters to feet", "cm to inches", "km to miles"],
} as const satisfies Tool;
