/** The acceleration converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "acceleration",
  title: "Acceleration Converter",
  description: "Convert g-force, m/s², ft/s², in/s², the gal (cm/s²) and speed gained per second.",
  pageTitle: "Acceleration Converter: g, m/s², ft/s², Gal and km/h per Second",
  metaDescription:
    "Convert acceleration between standard gravity (g), meters and feet per second squared, gals and speed gained per second, exactly, with what each value feels like.",
  category: "advanced",
  icon: "rocket",
  iconColor: "text-orange-600 dark:text-orange-400",
  routePath: "/advanced/acceleration-converter",
  canonicalPath: "/acceleration",
  homeGridPlace: null,
  keywords: ["acceleration converter", "g to m/s2", "g-force", "ft/s2 to m/s2", "gal"],
} as const satisfies Tool;
