/** The angle converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "angle",
  title: "Angle Converter",
  description: "Convert degrees, radians and gradians, with the direction the angle points.",
  pageTitle: "Angle Converter: Degrees, Radians and Gradians",
  metaDescription:
    "Convert angles between degrees, radians and gradians, see the quadrant and compass direction, and look up common angles and formulas.",
  category: "advanced",
  icon: "triangle",
  iconColor: "text-orange-700 dark:text-orange-300",
  routePath: "/advanced/angle-converter",
  canonicalPath: "/angle",
  homeGridPlace: 19,
  keywords: ["angle converter", "degrees to radians", "radians to degrees", "gradians"],
} as const satisfies Tool;
