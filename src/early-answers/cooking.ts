/**
 * The early answer of the cooking page's two islands (see runtime.ts), one script placed after
 * each (the same text, so one CSP hash allows both): the volume converter, the tab the server
 * renders (the tabs switch only once React runs), and the ingredient converter, through the same
 * src/lib/cooking/cooking.ts code. The kitchen-fraction line of a result is hidden meanwhile.
 */
import {
  convertCookingVolume,
  convertIngredient,
  cookingVolumeUnits,
  ingredientMeasures,
  ingredients,
} from "../lib/cooking/cooking";
import { cookingTexts, ingredientTexts as ingredientResultTexts } from "../lib/cooking/texts";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/** The volume converter's texts: the "0.75 cup =" line and the result. */
function volumeTexts(amountText: string, fromKey: string, toKey: string): EarlyTexts {
  const from = cookingVolumeUnits.find((unit) => unit.key === fromKey);
  const to = cookingVolumeUnits.find((unit) => unit.key === toKey);
  if (!from || !to) return null;
  const outcome = convertCookingVolume(amountText, from.key, to.key);
  return outcome.status === "result" ? cookingTexts(amountText, from.symbol, outcome) : null;
}

/** The ingredient converter's texts: the "1 cup of flour ≈" line, the result and the basis note. */
function ingredientTexts(
  amountText: string,
  measureKey: string,
  ingredientKey: string,
): EarlyTexts {
  const measure = ingredientMeasures.find((candidate) => candidate.key === measureKey);
  const ingredient = ingredients.find((candidate) => candidate.key === ingredientKey);
  if (!measure || !ingredient) return null;
  const outcome = convertIngredient(amountText, measure.key, ingredient.key);
  return outcome.status === "result"
    ? ingredientResultTexts(amountText, measure.key, ingredient, outcome)
    : null;
}

/**
 * The texts a cooking island shows for its fields, or null where it shows something else (an
 * error, no amount, another tab's fields) or says how it read the amount (as-typed.ts).
 * @example cookingEarlyTexts((name) => ({ "volume-amount": "0.75", "volume-from": "cup", "volume-to": "tablespoon" })[name])?.["result"] // "12 tbsp"
 */
export function cookingEarlyTexts(field: FieldReader): EarlyTexts {
  const volumeAmount = field("volume-amount");
  const volumeFrom = field("volume-from");
  const volumeTo = field("volume-to");
  if (volumeAmount !== undefined && volumeFrom !== undefined && volumeTo !== undefined) {
    return answerableAsTyped(volumeAmount) ? volumeTexts(volumeAmount, volumeFrom, volumeTo) : null;
  }
  const ingredientAmount = field("ingredient-amount");
  const measure = field("ingredient-measure");
  const ingredient = field("ingredient-kind");
  if (ingredientAmount !== undefined && measure !== undefined && ingredient !== undefined) {
    return answerableAsTyped(ingredientAmount)
      ? ingredientTexts(ingredientAmount, measure, ingredient)
      : null;
  }
  return null;
}

/**
 * Starts the early answer of the cooking island just before the current script.
 * @example answerCookingEarly() // in src/early-answers/entries/cooking.ts
 */
export function answerCookingEarly(): void {
  answerBeforeHydration(cookingEarlyTexts);
}
