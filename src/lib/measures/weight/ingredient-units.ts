/**
 * The weights an ingredient amount can be given or answered in (src/lib/ingredients): grams first
 * (every figure is in grams), then kilograms, ounces and pounds. Sizes are the unit table's own.
 */
import type { IngredientUnit } from "../volume/ingredient-units";
import { masses } from "./units";

const gram = {
  key: "gram",
  label: "Grams (g)",
  symbol: "g",
  singular: "gram",
  plural: "grams",
  exact: masses.gram.exact,
  decimals: 1,
  bySymbol: true,
} as const satisfies IngredientUnit;

const ounce = {
  key: "ounce",
  label: "Ounces (oz)",
  symbol: "oz",
  singular: "ounce",
  plural: "ounces",
  exact: masses.ounce.exact,
  decimals: 2,
  bySymbol: true,
} as const satisfies IngredientUnit;

export const ingredientWeightUnits = [
  gram,
  {
    key: "kilogram",
    label: "Kilograms (kg)",
    symbol: "kg",
    singular: "kilogram",
    plural: "kilograms",
    exact: masses.kilogram.exact,
    decimals: 3,
    bySymbol: true,
  },
  ounce,
  {
    key: "pound",
    label: "Pounds (lb)",
    symbol: "lb",
    singular: "pound",
    plural: "pounds",
    exact: masses.pound.exact,
    decimals: 3,
    bySymbol: true,
  },
] as const satisfies readonly IngredientUnit[];

export type IngredientWeightKey = (typeof ingredientWeightUnits)[number]["key"];

/** The weight the figures are in and the answers default to, and the page tables' second column. */
export const ingredientWeights = { gram, ounce } as const;
