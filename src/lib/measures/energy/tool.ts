/** The energy converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "energy",
  title: "Energy Converter",
  description:
    "Convert joules, kilojoules, calories, kilocalories, BTU, watt-hours and kilowatt-hours.",
  pageTitle: "Energy Converter: Joules, Calories, BTU and kWh",
  metaDescription:
    "Convert energy between joules, kilojoules, calories, kilocalories, BTU, watt-hours and kilowatt-hours, with everyday comparisons.",
  category: "advanced",
  icon: "zap",
  iconColor: "text-yellow-600 dark:text-yellow-400",
  routePath: "/advanced/energy-converter",
  canonicalPath: "/energy",
  homeGridPlace: 16,
  keywords: ["energy converter", "joules to calories", "kwh to joules", "btu"],
} as const satisfies Tool;
