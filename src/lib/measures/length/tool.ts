/** The length converter as a tool: card, page texts, paths, keywords. src/tools.ts reads it for each measure of the list (../index.ts). */
import type { Tool } from "../../../tools";

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
