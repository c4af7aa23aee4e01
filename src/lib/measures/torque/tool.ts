/** The torque converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "torque",
  title: "Torque Converter",
  description: "Convert newton-meters, pound-force feet and inches, kgf·m, kgf·cm and ozf·in.",
  pageTitle: "Torque Converter: N·m, lbf·ft (ft-lb), lbf·in, kgf·m and kgf·cm",
  metaDescription:
    "Convert torque between newton-meters, pound-force feet (foot-pounds), inch-pounds, kilogram-force meters and centimeters and ounce-force inches, exactly.",
  category: "advanced",
  icon: "wrench",
  iconColor: "text-slate-600 dark:text-slate-400",
  routePath: "/advanced/torque-converter",
  canonicalPath: "/torque",
  homeGridPlace: null,
  keywords: ["torque converter", "nm to ft lb", "ft-lb to nm", "inch pounds", "kgf cm"],
} as const satisfies Tool;
