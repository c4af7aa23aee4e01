/**
 * Volume units the converter does not list but people type: the UK's imperial gallon and its
 * quart, pint, cup and fluid ounce; the metric and Japanese cups, the metric spoons, the decilitre
 * and the US stick of butter. Apart from units.ts so that the converter's page does not download
 * them (Quick convert, the ingredient conversions, the pair pages' notes and fuel economy use them).
 */
import { unitOf } from "../define-unit";
import { volumes } from "./units";

const imperialGallon = unitOf("gal (UK)", "4.54609", volumes.liter, "imperialGallon");

export const imperialVolumes = {
  imperialGallon,
  imperialQuart: unitOf("qt (UK)", "1/4", imperialGallon, "imperialGallon"),
  imperialPint: unitOf("pt (UK)", "1/8", imperialGallon, "imperialGallon"),
  /** Half an imperial pint (10 UK fluid ounces), the cup of older British and Irish recipes. */
  imperialCup: unitOf("cup (UK)", "1/16", imperialGallon, "imperialGallon"),
  imperialFluidOunce: unitOf("fl oz (UK)", "1/160", imperialGallon, "imperialGallon"),
  metricCup: unitOf("metric cup", "0.25", volumes.liter, "definition"),
  /** The measuring cup of Japanese recipes (not the 180 mL rice-cooker cup, the gō). */
  japaneseCup: unitOf("Japanese cup", "0.2", volumes.liter, "definition"),
  metricTablespoon: unitOf("tbsp (metric)", 15, volumes.milliliter, "definition"),
  metricTeaspoon: unitOf("tsp (metric)", 5, volumes.milliliter, "definition"),
  deciliter: unitOf("dL", "0.1", volumes.liter, "siPrefix"),
  /** A US stick of butter: a quarter of a pound, marked on its wrapper as 8 tablespoons (½ cup). */
  stick: unitOf("stick", 8, volumes.tablespoon, "definition"),
};
