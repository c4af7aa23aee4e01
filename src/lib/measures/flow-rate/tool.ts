/** The flow rate converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "flow-rate",
  title: "Flow Rate Converter",
  description: "Convert L/min, L/s, m³/h, US and UK gallons per minute, cfm and cfs.",
  pageTitle: "Flow Rate Converter: L/min, GPM, m³/h, CFM and L/s",
  metaDescription:
    "Convert volume flow rates between liters per minute, liters per second, cubic meters per hour, US and UK gallons per minute, cubic feet per minute and more.",
  category: "advanced",
  icon: "droplets",
  iconColor: "text-blue-700 dark:text-blue-300",
  routePath: "/advanced/flow-rate-converter",
  canonicalPath: "/flow-rate",
  homeGridPlace: null,
  keywords: ["flow rate converter", "gpm to lpm", "m3/h to l/min", "cfm"],
} as const satisfies Tool;
