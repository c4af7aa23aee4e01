/** The pressure converter as a tool: card, page texts, paths, keywords. src/tools.ts reads it for each measure of the list (../index.ts). */
import type { Tool } from "../../../tools";

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
