/** The area converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "area",
  title: "Area Converter",
  description:
    "Convert square meters, square feet, acres, hectares and more, with a size reference.",
  pageTitle: "Area Converter: Square Meters, Square Feet, Acres and Hectares",
  metaDescription:
    "Convert area between square meters, square kilometers, square centimeters, hectares, square feet, square inches, square yards, square miles and acres.",
  category: "measurement",
  icon: "square",
  iconColor: "text-lime-700 dark:text-lime-400",
  routePath: "/measurement/area-converter",
  canonicalPath: "/area",
  homeGridPlace: 15,
  keywords: ["area converter", "square feet to square meters", "acres to hectares"],
} as const satisfies Tool;
