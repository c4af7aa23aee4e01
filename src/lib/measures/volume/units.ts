/**
 * Volume units (US customary for the imperial group, as the spec's units are); base unit: the
 * litre. The US gallon is 231 cubic inches; quart, pint, cup, fluid ounce, tablespoon and teaspoon
 * are its exact fractions, so 1 cup is 16 tablespoons exactly.
 */
import { baseUnit, derivedUnit, unitOf } from "../define-unit";
import { power, product } from "../exact";
import { lengths } from "../length/units";
import type { LinearUnit, UnitKeyOf } from "../types";

const liter = baseUnit("L", "1 dm³ (SI special name)", "si");
const milliliter = unitOf("mL", "0.001", liter, "siPrefix");
/** A cubic metre in litres: the litre is the cubic decimetre, so a cubic metre is 1,000 of them. */
const cubicMeter = unitOf("m³", 1000, liter, "si");
/** A cubic inch in litres: (0.0254 m)³ in cubic metres, times the litres in one. */
const cubicInch = derivedUnit(
  "in³",
  product(power(lengths.inch.exact, 3), cubicMeter.exact),
  "1 in × 1 in × 1 in",
  "yardAndPound1959",
);
const gallon = unitOf("gal", 231, cubicInch, "usGallon");
const quart = unitOf("qt", "1/4", gallon, "handbook44");
const pint = unitOf("pt", "1/2", quart, "handbook44");
const fluidOunce = unitOf("fl oz", "1/128", gallon, "handbook44");
const tablespoon = unitOf("tbsp", "1/2", fluidOunce, "handbook44");
/**
 * The volume units other measures are defined from (densities, fuel economy; the UK ones are in
 * imperial-units.ts).
 */
export const volumes = {
  liter,
  milliliter,
  cubicMeter,
  gallon,
  quart,
  pint,
  fluidOunce,
  tablespoon,
};

export const volumeUnits = [
  { key: "liter", label: "Liters (L)", group: "Metric", ...liter },
  { key: "milliliter", label: "Milliliters (mL)", group: "Metric", ...milliliter },
  { key: "gallon", label: "Gallons (gal)", group: "Imperial", ...gallon },
  { key: "quart", label: "Quarts (qt)", group: "Imperial", ...quart },
  { key: "pint", label: "Pints (pt)", group: "Imperial", ...pint },
  {
    key: "cup",
    label: "Cups (cup)",
    group: "Imperial",
    ...unitOf("cup", "1/2", pint, "handbook44"),
  },
  { key: "fluid_ounce", label: "Fluid Ounces (fl oz)", group: "Imperial", ...fluidOunce },
  { key: "tablespoon", label: "Tablespoons (tbsp)", group: "Cooking", ...tablespoon },
  {
    key: "teaspoon",
    label: "Teaspoons (tsp)",
    group: "Cooking",
    ...unitOf("tsp", "1/3", tablespoon, "handbook44"),
  },
] as const satisfies readonly LinearUnit[];

export type VolumeUnitKey = UnitKeyOf<typeof volumeUnits>;
