/**
 * Volume units the converter does not list but people type: the UK's imperial gallon and its
 * quart, pint and fluid ounce, and the metric cup. Apart from units.ts so that the converter's
 * page does not download them (Quick convert, the pair pages' notes and fuel economy use them).
 */
import { unitOf } from "../define-unit";
import { volumes } from "./units";

const imperialGallon = unitOf("gal (UK)", "4.54609", volumes.liter, "imperialGallon");

export const imperialVolumes = {
  imperialGallon,
  imperialQuart: unitOf("qt (UK)", "1/4", imperialGallon, "imperialGallon"),
  imperialPint: unitOf("pt (UK)", "1/8", imperialGallon, "imperialGallon"),
  imperialFluidOunce: unitOf("fl oz (UK)", "1/160", imperialGallon, "imperialGallon"),
  metricCup: unitOf("metric cup", "0.25", volumes.liter, "definition"),
};
