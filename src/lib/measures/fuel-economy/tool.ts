/** The fuel economy converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "fuel-economy",
  title: "Fuel Economy Converter",
  description: "Convert MPG (US and UK), liters per 100 km and km per liter, and rate the result.",
  pageTitle: "Fuel Economy Converter: MPG, L/100 km and km/L",
  metaDescription:
    "Convert fuel economy between US MPG, UK MPG, liters per 100 kilometers and kilometers per liter, with a rating from excellent to poor.",
  category: "specialized",
  icon: "fuel",
  iconColor: "text-stone-600 dark:text-stone-300",
  routePath: "/specialized/fuel-economy-converter",
  canonicalPath: "/fuel-economy",
  homeGridPlace: 20,
  keywords: ["fuel economy converter", "mpg to l/100km", "km per liter", "gas mileage"],
} as const satisfies Tool;
