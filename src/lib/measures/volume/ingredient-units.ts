/**
 * The volumes an ingredient can be measured in (src/lib/ingredients): the US cup first (every
 * ingredient's figure is per US cup), the metric, UK and Japanese cups, US and metric spoons, the
 * stick of butter and the metric volumes. Sizes are the unit tables' own, in litres.
 */
import type { Exact } from "../exact";
import { imperialVolumes } from "./imperial-units";
import { volumes, volumeUnits } from "./units";

/** A unit of the ingredient conversions, with the names its answers use. */
export interface IngredientUnit {
  readonly key: string;
  /** As a select lists it, e.g. 'US cups (236.6 mL)'. */
  readonly label: string;
  /** After a number in an answer, e.g. 'US cup', 'g'. */
  readonly symbol: string;
  readonly singular: string;
  readonly plural: string;
  /** Its size in the measure's base unit (litres or grams). */
  readonly exact: Exact;
  /** Decimals an amount in it is shown to (at least two below 1). */
  readonly decimals: number;
  /** Written by its symbol after a number ('120 g', '250 mL'), else by its name ('2 US cups'). */
  readonly bySymbol: boolean;
}

const usCup = volumeUnits.find((unit) => unit.key === "cup") as (typeof volumeUnits)[number];
const usTeaspoon = volumeUnits.find(
  (unit) => unit.key === "teaspoon",
) as (typeof volumeUnits)[number];

const cup = {
  key: "cup",
  label: "US cups (236.6 mL)",
  symbol: "US cup",
  singular: "US cup",
  plural: "US cups",
  exact: usCup.exact,
  decimals: 2,
  bySymbol: false,
} as const satisfies IngredientUnit;
const tablespoon = {
  key: "tablespoon",
  label: "US tablespoons",
  symbol: "tbsp",
  singular: "tablespoon",
  plural: "tablespoons",
  exact: volumes.tablespoon.exact,
  decimals: 2,
  bySymbol: false,
} as const satisfies IngredientUnit;
const teaspoon = {
  key: "teaspoon",
  label: "US teaspoons",
  symbol: "tsp",
  singular: "teaspoon",
  plural: "teaspoons",
  exact: usTeaspoon.exact,
  decimals: 2,
  bySymbol: false,
} as const satisfies IngredientUnit;
const stick = {
  key: "stick",
  label: "Sticks of butter (½ US cup)",
  symbol: "stick",
  singular: "stick",
  plural: "sticks",
  exact: imperialVolumes.stick.exact,
  decimals: 2,
  bySymbol: false,
} as const satisfies IngredientUnit;

/** The measures a cited figure can be for: a US cup, tablespoon or teaspoon, or a stick. */
export const portionUnits = { cup, tablespoon, teaspoon, stick } as const;

export const ingredientVolumeUnits = [
  cup,
  {
    key: "metric_cup",
    label: "Metric cups (250 mL)",
    symbol: "metric cup",
    singular: "metric cup",
    plural: "metric cups",
    exact: imperialVolumes.metricCup.exact,
    decimals: 2,
    bySymbol: false,
  },
  {
    key: "imperial_cup",
    label: "UK cups (284.1 mL)",
    symbol: "UK cup",
    singular: "UK cup",
    plural: "UK cups",
    exact: imperialVolumes.imperialCup.exact,
    decimals: 2,
    bySymbol: false,
  },
  {
    key: "japanese_cup",
    label: "Japanese cups (200 mL)",
    symbol: "Japanese cup",
    singular: "Japanese cup",
    plural: "Japanese cups",
    exact: imperialVolumes.japaneseCup.exact,
    decimals: 2,
    bySymbol: false,
  },
  tablespoon,
  {
    key: "metric_tablespoon",
    label: "Metric tablespoons (15 mL)",
    symbol: "metric tbsp",
    singular: "metric tablespoon",
    plural: "metric tablespoons",
    exact: imperialVolumes.metricTablespoon.exact,
    decimals: 2,
    bySymbol: false,
  },
  teaspoon,
  {
    key: "metric_teaspoon",
    label: "Metric teaspoons (5 mL)",
    symbol: "metric tsp",
    singular: "metric teaspoon",
    plural: "metric teaspoons",
    exact: imperialVolumes.metricTeaspoon.exact,
    decimals: 2,
    bySymbol: false,
  },
  stick,
  {
    key: "milliliter",
    label: "Milliliters (mL)",
    symbol: "mL",
    singular: "milliliter",
    plural: "milliliters",
    exact: volumes.milliliter.exact,
    decimals: 1,
    bySymbol: true,
  },
  {
    key: "deciliter",
    label: "Deciliters (dL)",
    symbol: "dL",
    singular: "deciliter",
    plural: "deciliters",
    exact: imperialVolumes.deciliter.exact,
    decimals: 2,
    bySymbol: true,
  },
  {
    key: "liter",
    label: "Liters (L)",
    symbol: "L",
    singular: "liter",
    plural: "liters",
    exact: volumes.liter.exact,
    decimals: 3,
    bySymbol: true,
  },
] as const satisfies readonly IngredientUnit[];

export type IngredientVolumeKey = (typeof ingredientVolumeUnits)[number]["key"];

/** The cup every figure is given per, and the page's default. */
export const ingredientCup = cup;

/** The unit of a US measuring set each ingredient answer in cups or spoons is also shown in. */
export const measuringSetUnits = { cup, tablespoon, teaspoon } as const;

/**
 * The US cup as a kitchen names it where the page has said which cup it means (a measuring-set
 * line, a table of cups): 'cup', not 'US cup'.
 */
export const kitchenCupNames = { singular: "cup", plural: "cups" } as const;

/** The whole cup is marked 'cups' in the cups of a set; the cup of every kind ends in 'cup'. */
export const isCupUnit = (unit: IngredientUnit): boolean => unit.symbol.endsWith("cup");
