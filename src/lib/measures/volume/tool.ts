/** The volume converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "volume",
  title: "Volume Converter",
  description:
    "Convert liters, milliliters, US gallons, quarts, pints, cups, fluid ounces and spoons.",
  pageTitle: "Volume Converter: Liters, Gallons, Cups and More",
  metaDescription:
    "Convert volume between liters, milliliters, US gallons, quarts, pints, cups, fluid ounces, tablespoons and teaspoons.",
  category: "measurement",
  icon: "beaker",
  iconColor: "text-cyan-600 dark:text-cyan-400",
  routePath: "/measurement/volume-converter",
  canonicalPath: "/volume",
  homeGridPlace: 8,
  keywords: ["volume converter", "liters to gallons", "ml to cups", "fluid ounces"],
} as const satisfies Tool;
