/** The data transfer rate converter as a tool: card, page texts, paths, keywords. One of the parts only its pages print (about.ts). */
import type { Tool } from "../../tool";

export const tool = {
  id: "data-transfer-rate",
  title: "Data Transfer Rate Converter",
  description:
    "Convert Mbps, Gbps, MB/s and MiB/s, and work out how long a download takes at a given speed.",
  pageTitle: "Data Transfer Rate Converter: Mbps, Gbps, MB/s and Download Time",
  metaDescription:
    "Convert data rates between bits, kilobits, megabits and gigabits per second, MB/s, GB/s and MiB/s, and see how long a file takes to download.",
  category: "technical",
  icon: "wifi",
  iconColor: "text-sky-600 dark:text-sky-400",
  routePath: "/technical/data-transfer-rate-converter",
  canonicalPath: "/data-transfer-rate",
  homeGridPlace: null,
  keywords: ["data transfer rate converter", "mbps to mb/s", "bandwidth", "download time"],
} as const satisfies Tool;
