/** The speed converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "speed",
  title: "Speed Converter",
  description: "Convert km/h, mph, meters per second, feet per second and knots.",
  pageTitle: "Speed Converter: km/h, mph, m/s, ft/s and Knots",
  metaDescription:
    "Convert speed between kilometers per hour, miles per hour, meters per second, feet per second and knots, with a sense of what the speed means.",
  category: "measurement",
  icon: "gauge",
  iconColor: "text-red-600 dark:text-red-400",
  routePath: "/measurement/speed-converter",
  canonicalPath: "/speed",
  homeGridPlace: 14,
  keywords: ["speed converter", "kmh to mph", "knots", "meters per second"],
} as const satisfies Tool;
