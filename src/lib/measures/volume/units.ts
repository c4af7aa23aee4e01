/** Volume units (US customary for the imperial group); base unit: the litre. Factors per spec §9. */
import type { LinearUnit, UnitKeyOf } from "../types";

export const volumeUnits = [
  { key: "liter", label: "Liters (L)", symbol: "L", group: "Metric", factor: 1 },
  { key: "milliliter", label: "Milliliters (mL)", symbol: "mL", group: "Metric", factor: 0.001 },
  { key: "gallon", label: "Gallons (gal)", symbol: "gal", group: "Imperial", factor: 3.78541 },
  { key: "quart", label: "Quarts (qt)", symbol: "qt", group: "Imperial", factor: 0.946353 },
  { key: "pint", label: "Pints (pt)", symbol: "pt", group: "Imperial", factor: 0.473176 },
  { key: "cup", label: "Cups (cup)", symbol: "cup", group: "Imperial", factor: 0.236588 },
  {
    key: "fluid_ounce",
    label: "Fluid Ounces (fl oz)",
    symbol: "fl oz",
    group: "Imperial",
    factor: 0.0295735,
  },
  {
    key: "tablespoon",
    label: "Tablespoons (tbsp)",
    symbol: "tbsp",
    group: "Cooking",
    factor: 0.0147868,
  },
  {
    key: "teaspoon",
    label: "Teaspoons (tsp)",
    symbol: "tsp",
    group: "Cooking",
    factor: 0.00492892,
  },
] as const satisfies readonly LinearUnit[];

export type VolumeUnitKey = UnitKeyOf<typeof volumeUnits>;

/**
 * What volume units are called and how people write them. 'oz' and 'ounces' are read as fluid
 * ounces only when the other unit is a volume (the weight ounce comes first).
 */
