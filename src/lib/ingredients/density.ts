/**
 * An ingredient's entry as a conversion needs it (choices.ts): worked out on the server, at build
 * time for the converter's list (choice-list.ts), and by Quick convert.
 */
import { gramsPerCup, type Ingredient } from "./define";
import { figureNote } from "./figure";
import { ingredientPagePath, ingredientTitle } from "./page";
import type { IngredientChoice, IngredientDensity } from "./choices";

/**
 * What a conversion needs of an ingredient, from its entry.
 * @example toNumber(densityOf(flour).gramsPerCup) // 120
 */
export function densityOf(ingredient: Ingredient): IngredientDensity {
  return {
    plural: ingredient.plural,
    gramsPerCup: gramsPerCup(ingredient),
    basis: figureNote(ingredient),
  };
}

/**
 * An ingredient as the converter's select offers it.
 * @example ingredientChoice(bakingPowder).gramsPerCup // "1104/5"
 */
export function ingredientChoice(ingredient: Ingredient): IngredientChoice {
  const density = densityOf(ingredient);
  const { numerator, denominator } = density.gramsPerCup;
  return {
    slug: ingredient.slug,
    title: ingredientTitle(ingredient),
    plural: ingredient.plural,
    family: ingredient.family,
    gramsPerCup: denominator === 1n ? `${numerator}` : `${numerator}/${denominator}`,
    basis: density.basis,
    path: ingredientPagePath(ingredient),
  };
}
