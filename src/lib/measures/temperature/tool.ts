/** The temperature converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "temperature",
  title: "Temperature Converter",
  description:
    "Convert between Celsius, Fahrenheit and Kelvin, with a feel for what the number means.",
  pageTitle: "Temperature Converter: Celsius, Fahrenheit and Kelvin",
  metaDescription:
    "Convert temperatures between Celsius, Fahrenheit and Kelvin, with reference points such as freezing, boiling and body temperature.",
  category: "measurement",
  icon: "thermometer",
  iconColor: "text-orange-600 dark:text-orange-400",
  routePath: "/measurement/temperature-converter",
  canonicalPath: "/temperature",
  homeGridPlace: 7,
  keywords: ["temperature converter", "celsius to fahrenheit", "fahrenheit to celsius", "kelvin"],
} as const satisfies Tool;
