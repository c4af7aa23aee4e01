/**
 * Finds an ingredient by what people type ('AP flour', 'icing sugar', 'Butter'), and the closest
 * ones to a word that names none, for "did you mean".
 */
import { editDistance } from "../edit-distance";
import type { Ingredient } from "./define";
import { ingredients } from "./index";

/**
 * Typed text as names are compared: lowercase, single spaces, hyphens as spaces, no 'of' in
 * front, no full stop or comma at the end.
 * @example ingredientLookupText(" of All-Purpose  Flour.") // "all purpose flour"
 */
export function ingredientLookupText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[-_]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^of /, "")
    .replace(/[.,;:!?]+$/, "")
    .trim();
}

/** Every name of every ingredient, looked-up form to ingredient. */
const byName: ReadonlyMap<string, Ingredient> = new Map(
  ingredients.flatMap((ingredient) =>
    [ingredient.name, ingredient.plural, ingredient.slug, ...ingredient.aliases].map(
      (name) => [ingredientLookupText(name), ingredient] as const,
    ),
  ),
);

/**
 * The ingredient a text names, or undefined.
 * @example findIngredient("Plain flour")?.slug // "all-purpose-flour"
 */
export function findIngredient(text: string): Ingredient | undefined {
  const typed = ingredientLookupText(text);
  return byName.get(typed) ?? (typed.endsWith("s") ? byName.get(typed.slice(0, -1)) : undefined);
}

/**
 * The ingredients closest to a text that names none, best first, at most three: names within a
 * few typing slips, then names that contain the typed word or are contained in it.
 * @example closeIngredients("flower")[0]?.slug // "all-purpose-flour"
 */
export function closeIngredients(text: string): Ingredient[] {
  const typed = ingredientLookupText(text);
  if (typed.length < 3) return [];
  const limit = typed.length <= 4 ? 1 : typed.length <= 8 ? 2 : 3;
  const scored: { ingredient: Ingredient; score: number }[] = [];
  for (const [name, ingredient] of byName) {
    const distance = editDistance(typed, name, limit);
    const words = name.split(" ");
    const sharesWord = typed.split(" ").some((word) => word.length >= 3 && words.includes(word));
    if (distance <= limit) scored.push({ ingredient, score: distance });
    else if (sharesWord) scored.push({ ingredient, score: limit + 1 + words.length });
  }
  scored.sort((a, b) => a.score - b.score);
  const closest: Ingredient[] = [];
  for (const { ingredient } of scored) {
    if (closest.includes(ingredient)) continue;
    closest.push(ingredient);
    if (closest.length === 3) break;
  }
  return closest;
}
