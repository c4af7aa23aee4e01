/** The power converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "power",
  title: "Power Converter",
  description: "Convert watts, kilowatts, horsepower and BTU per hour.",
  pageTitle: "Power Converter: Watts, Kilowatts, Horsepower and BTU/h",
  metaDescription:
    "Convert power between watts, kilowatts, mechanical horsepower and BTU per hour, with examples from household appliances to car engines.",
  category: "advanced",
  icon: "battery-charging",
  iconColor: "text-green-600 dark:text-green-400",
  routePath: "/advanced/power-converter",
  canonicalPath: "/power",
  homeGridPlace: 17,
  keywords: ["power converter", "kw to hp", "watts to horsepower", "btu per hour"],
} as const satisfies Tool;
