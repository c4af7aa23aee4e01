/** The density converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "density",
  title: "Density Converter",
  description: "Convert kg/m³, g/cm³, g/mL, kg/L, lb/ft³, lb/in³ and pounds per US or UK gallon.",
  pageTitle: "Density Converter: kg/m³, g/cm³, lb/ft³ and lb/gal",
  metaDescription:
    "Convert density between kg/m³, g/cm³, g/mL, kg/L, g/L, mg/L, lb/ft³, lb/in³, oz/in³ and pounds per US or UK gallon, exactly, compared with water.",
  category: "advanced",
  icon: "layers",
  iconColor: "text-teal-600 dark:text-teal-400",
  routePath: "/advanced/density-converter",
  canonicalPath: "/density",
  homeGridPlace: null,
  keywords: ["density converter", "g/cm3 to kg/m3", "lb/ft3", "specific gravity", "lb/gal"],
} as const satisfies Tool;
