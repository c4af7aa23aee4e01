/** The weight converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "weight",
  title: "Weight Converter",
  description: "Convert kilograms, grams, metric tons, pounds, ounces and stone.",
  pageTitle: "Weight Converter: Kilograms, Pounds, Ounces and Stone",
  metaDescription:
    "Convert weight and mass between kilograms, grams, metric tons, pounds, ounces and stone, with a quick reference and a table of common conversions.",
  category: "measurement",
  icon: "weight",
  iconColor: "text-slate-600 dark:text-slate-300",
  routePath: "/measurement/weight-converter",
  canonicalPath: "/weight",
  homeGridPlace: 6,
  keywords: ["weight converter", "kg to lbs", "pounds to kg", "stone to kg"],
} as const satisfies Tool;
