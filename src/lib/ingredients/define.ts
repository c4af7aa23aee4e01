/**
 * What an ingredient is (its names, its figure and where the figure comes from) and the helpers
 * each family's file writes its ingredients with.
 */
import { exact, product, quotient, type Exact } from "../measures/exact";
import { portionUnits } from "../measures/volume/ingredient-units";
import type { IngredientSourceKey } from "./sources";

/** The measure a figure is for: a count of US cups, tablespoons, teaspoons or sticks. */
export interface Portion {
  readonly count: number;
  readonly unit: (typeof portionUnits)[keyof typeof portionUnits];
}

/** A figure as a published table prints it: its entry, the measure as written, and grams. */
export interface Citation {
  readonly source: IngredientSourceKey;
  /** The entry as the table names it, e.g. 'NDB 19335, Sugars, granulated'. */
  readonly entry: string;
  /** The measure as the table writes it, e.g. '1 cup, packed'. */
  readonly measureText: string;
  readonly portion: Portion;
  /** The grams as the table prints them, e.g. '200' or '4.6'. */
  readonly grams: string;
}

export type IngredientFamily =
  | "Flours and starches"
  | "Sugars and syrups"
  | "Fats and oils"
  | "Dairy and eggs"
  | "Grains, pasta and legumes"
  | "Nuts, seeds and chocolate"
  | "Leavening, salt and spices"
  | "Fruit and vegetables"
  | "Water and other liquids";

export interface Ingredient {
  /** Its page's path segment and its key, e.g. 'all-purpose-flour'. */
  readonly slug: string;
  /** As a sentence names it, lowercase where English allows, e.g. 'all-purpose flour'. */
  readonly name: string;
  /** Where the name is a count noun, its plural ('chopped onions'); else the name again. */
  readonly plural: string;
  /** Other names people type, lowercase: 'flour', 'ap flour', 'plain flour'. */
  readonly aliases: readonly string[];
  readonly family: IngredientFamily;
  /** How the cup is filled for the figure, e.g. 'spooned into the cup and levelled'. */
  readonly filled: string;
  /** Where the figure comes from. */
  readonly citation: Citation;
  /**
   * The figure used, where it is not the cited one (the spec's cooking table keeps its own), and
   * why; the page shows both.
   */
  readonly kitchenFigure?: { readonly grams: string; readonly why: string };
  /** Another table's figure for the same measure, shown beside for comparison. */
  readonly compare?: Citation;
  /** Sold and measured in US sticks (butter): the page's tables add them. */
  readonly inSticks?: true;
  /** One of the eight of the cooking page's grams-per-cup table (the spec's). */
  readonly cookingTable?: true;
}

/**
 * A figure from USDA Standard Reference (Release 26), by NDB number and description.
 * @example usda("19335", "Sugars, granulated", "1 cup", 1, portionUnits.cup, "200").entry // "NDB 19335, Sugars, granulated"
 */
export function usda(
  ndb: string,
  description: string,
  measureText: string,
  count: number,
  unit: Portion["unit"],
  grams: string,
): Citation {
  return {
    source: "usdaSr26",
    entry: `NDB ${ndb}, ${description}`,
    measureText,
    portion: { count, unit },
    grams,
  };
}

/**
 * A figure from King Arthur Baking's ingredient weight chart, by the chart's row name.
 * @example kingArthur("All-Purpose Flour", "1 cup", 1, portionUnits.cup, "120").source // "kingArthur"
 */
export function kingArthur(
  row: string,
  measureText: string,
  count: number,
  unit: Portion["unit"],
  grams: string,
): Citation {
  return { source: "kingArthur", entry: row, measureText, portion: { count, unit }, grams };
}

/**
 * The grams in the portion an ingredient's figure is for (its kitchen figure if it has one).
 * @example figureGrams(butter) // "227"
 */
export function figureGrams(ingredient: Ingredient): string {
  return ingredient.kitchenFigure?.grams ?? ingredient.citation.grams;
}

/**
 * Grams in one US cup of an ingredient, exactly, from its figure: 4.6 g in a teaspoon is
 * 220.8 g in a cup (48 teaspoons).
 * @example toNumber(gramsPerCup(bakingPowder)) // 220.8
 */
export function gramsPerCup(ingredient: Ingredient): Exact {
  const { portion } = ingredient.citation;
  const cupsInPortion = quotient(
    product(exact(portion.count), portion.unit.exact),
    portionUnits.cup.exact,
  );
  return quotient(exact(figureGrams(ingredient)), cupsInPortion);
}

export { portionUnits };
