/**
 * An ingredient as the ingredient converter needs it, and no more: its name, the exact grams in a
 * US cup and the line its answers rest on (density.ts works these out from an ingredient's entry,
 * at build time), so the converter's code never downloads the ingredients' sources and names.
 */
import { exact, type Exact } from "../measures/exact";

/** What a conversion needs of an ingredient. */
export interface IngredientDensity {
  /** As it follows an amount: 'all-purpose flour', 'chopped onions'. */
  readonly plural: string;
  readonly gramsPerCup: Exact;
  /** The figure the answer rests on, how the cup is filled and whose figure it is. */
  readonly basis: string;
}

/** An ingredient as the converter's select offers it. */
export interface IngredientChoice {
  readonly slug: string;
  readonly title: string;
  readonly plural: string;
  readonly family: string;
  /** Grams in a US cup as an exact fraction's text, e.g. '1104/5' for 220.8. */
  readonly gramsPerCup: string;
  readonly basis: string;
  readonly path: string;
}

/**
 * What a conversion needs of a choice, back from its text.
 * @example toNumber(choiceDensity(ingredientChoice(flour)).gramsPerCup) // 120
 */
export function choiceDensity(choice: IngredientChoice): IngredientDensity {
  return { plural: choice.plural, gramsPerCup: exact(choice.gramsPerCup), basis: choice.basis };
}
