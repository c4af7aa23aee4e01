/**
 * How an ingredient's figure is said: the measure it is for, the page's headline and the line an
 * answer rests on (the figure, how the cup is filled and whose figure it is).
 */
import { formatTrimmed } from "../number-format";
import { figureGrams, type Ingredient } from "./define";
import { ingredientSources } from "./sources";
import { ingredientCup, kitchenCupNames } from "./units";

/**
 * The measure an ingredient's figure is for, as a heading says it: '1 cup', '1 teaspoon'.
 * @example figureMeasure(butter) // "1 cup"
 */
export function figureMeasure(ingredient: Ingredient): string {
  const { count, unit } = ingredient.citation.portion;
  const name = unit.key === ingredientCup.key ? kitchenCupNames.singular : unit.singular;
  return `${formatTrimmed(count, 3)} ${count === 1 ? name : `${name}s`}`;
}

/**
 * An ingredient's headline: its figure as a sentence.
 * @example ingredientHeadline(flour) // "1 cup of all-purpose flour = 120 g"
 */
export function ingredientHeadline(ingredient: Ingredient): string {
  return `${figureMeasure(ingredient)} of ${ingredient.name} = ${figureGrams(ingredient)} g`;
}

/**
 * The line an answer rests on: the figure, how the cup is filled, and whose figure it is.
 * @example figureNote(flour) // "Based on 1 US cup of all-purpose flour = 120 g, spooned into the cup and levelled, not scooped or sifted (King Arthur Baking)."
 */
export function figureNote(ingredient: Ingredient): string {
  const { count, unit } = ingredient.citation.portion;
  const measure = `${formatTrimmed(count, 3)} ${count === 1 ? unit.singular : unit.plural}`;
  const source = ingredientSources[ingredient.citation.source].short;
  const basis = ingredient.kitchenFigure ? "the cooking table's figure" : source;
  return `Based on ${measure} of ${ingredient.name} = ${figureGrams(ingredient)} g, ${ingredient.filled} (${basis}).`;
}
