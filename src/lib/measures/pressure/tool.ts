/** The pressure converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "pressure",
  title: "Pressure Converter",
  description: "Convert pascals, kilopascals, bar, psi, atmospheres, torr and mmHg.",
  pageTitle: "Pressure Converter: PSI, Bar, Pascal, Atmosphere and mmHg",
  metaDescription:
    "Convert pressure between pascals, kilopascals, bar, psi, atmospheres, torr and millimeters of mercury, with standard pressures and common applications.",
  category: "advanced",
  icon: "compass",
  iconColor: "text-purple-600 dark:text-purple-400",
  routePath: "/advanced/pressure-converter",
  canonicalPath: "/pressure",
  homeGridPlace: 18,
  keywords: ["pressure converter", "psi to bar", "kpa to psi", "atm"],
} as const satisfies Tool;
