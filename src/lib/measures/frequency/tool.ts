/** The frequency converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "frequency",
  title: "Frequency Converter",
  description: "Convert hertz, kHz, MHz, GHz and THz, rpm and radians per second, with the period.",
  pageTitle: "Frequency Converter: Hz, kHz, MHz, GHz, RPM and rad/s",
  metaDescription:
    "Convert frequency between hertz, kilohertz, megahertz, gigahertz, terahertz, revolutions per minute and radians per second, and see the period of one cycle.",
  category: "technical",
  icon: "radio",
  iconColor: "text-fuchsia-600 dark:text-fuchsia-400",
  routePath: "/technical/frequency-converter",
  canonicalPath: "/frequency",
  homeGridPlace: null,
  keywords: ["frequency converter", "hz to rpm", "mhz to khz", "rad/s to rpm"],
} as const satisfies Tool;
