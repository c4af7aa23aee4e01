/** The force converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "force",
  title: "Force Converter",
  description: "Convert newtons, kilonewtons, pounds-force, kilograms-force, kips, dynes and more.",
  pageTitle: "Force Converter: Newtons, lbf, kgf, kN, Kips and Dynes",
  metaDescription:
    "Convert force between newtons, kilonewtons, pounds-force, kilograms-force, tonnes-force, kips, dynes and poundals, exactly, with the weight each force equals.",
  category: "advanced",
  icon: "move",
  iconColor: "text-blue-600 dark:text-blue-400",
  routePath: "/advanced/force-converter",
  canonicalPath: "/force",
  homeGridPlace: null,
  keywords: ["force converter", "lbf to n", "newtons to pounds", "kgf to n", "kn to kip"],
} as const satisfies Tool;
