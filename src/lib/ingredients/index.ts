/**
 * Every ingredient, once: its names, its grams per measure and the published table the figure
 * comes from. The cooking converter, the ingredient pages and Quick convert all read this list.
 */
import type { Ingredient, IngredientFamily } from "./define";
import { dairyAndEggs } from "./dairy-and-eggs";
import { fatsAndOils } from "./fats-and-oils";
import { floursAndStarches } from "./flours-and-starches";
import { fruitAndVegetables } from "./fruit-and-vegetables";
import { grainsPastaAndLegumes } from "./grains-pasta-and-legumes";
import { leaveningSaltAndSpices } from "./leavening-salt-and-spices";
import { liquids } from "./liquids";
import { nutsSeedsAndChocolate } from "./nuts-seeds-and-chocolate";
import { sugarsAndSyrups } from "./sugars-and-syrups";

/** Families in the order of IngredientFamily; within each, the most used first. */
const ingredientList = [
  ...floursAndStarches,
  ...sugarsAndSyrups,
  ...fatsAndOils,
  ...dairyAndEggs,
  ...grainsPastaAndLegumes,
  ...nutsSeedsAndChocolate,
  ...leaveningSaltAndSpices,
  ...fruitAndVegetables,
  ...liquids,
] as const satisfies readonly Ingredient[];

export type IngredientSlug = (typeof ingredientList)[number]["slug"];

/** Every ingredient, in the order of their families (define.ts), the most used first. */
export const ingredients: readonly Ingredient[] = ingredientList;

/**
 * The ingredients by family, in the list's order: what the cooking page and the list of
 * conversions link, a heading a family.
 * @example ingredientFamilies()[0] // { family: "Flours and starches", members: [allPurposeFlour, …] }
 */
export function ingredientFamilies(): { family: IngredientFamily; members: Ingredient[] }[] {
  const families = [...new Set(ingredients.map((ingredient) => ingredient.family))];
  return families.map((family) => ({
    family,
    members: ingredients.filter((ingredient) => ingredient.family === family),
  }));
}

/**
 * The ingredient of a slug, or undefined.
 * @example ingredientBySlug("butter")?.name // "butter"
 */
export function ingredientBySlug(slug: string): Ingredient | undefined {
  return ingredients.find((ingredient) => ingredient.slug === slug);
}

export {
  figureGrams,
  gramsPerCup,
  type Citation,
  type Ingredient,
  type IngredientFamily,
} from "./define";
export { ingredientSources, type IngredientSourceKey } from "./sources";
