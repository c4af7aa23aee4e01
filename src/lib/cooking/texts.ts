/**
 * The texts of the cooking page's results, as the page prints them: a converter's "0.75 cup ="
 * line and its result. The islands (CookingConverter.tsx) and their early answer (src/early-answers/cooking.ts)
 * both print these, so the answer shown before hydration is the islands' own.
 */
import {
  cookingAmountLine,
  cookingResultText,
  type CookingOutcome,
  type ScalingOutcome,
} from "./cooking";

/** Every text of a cooking tab's result by name; each names the element (an early-answer slot) that shows it. */
export const cookingTextNames = ["context", "result"] as const;

export type CookingTextName = (typeof cookingTextNames)[number];

export type CookingTexts = Readonly<Record<CookingTextName, string>>;

/**
 * A volume, weight or oven-temperature tab's texts for an amount in a unit: both empty without
 * a result (the tab shows its message instead).
 * @example cookingTexts("0.75", "cup", convertCookingVolume("0.75", "cup", "tablespoon")) // { context: "0.75 cup =", result: "12 tbsp" }
 */
export function cookingTexts(
  amountText: string,
  fromSymbol: string,
  outcome: CookingOutcome,
): CookingTexts {
  const isResult = outcome.status === "result";
  return {
    context: isResult ? cookingAmountLine(amountText, fromSymbol) : "",
    result: isResult ? cookingResultText(outcome) : "",
  };
}

/**
 * The recipe-scaling tab's texts: the scale factor and the servings it comes from, then the
 * scaled amount; both empty without a result.
 * @example scalingTexts("4", "6", "2", scaleRecipe("4", "6", "2", "cup")) // { context: "Scale factor 1.5× (6 ÷ 4 servings): 2 cup becomes", result: "3.00 cup" }
 */
export function scalingTexts(
  originalServingsText: string,
  desiredServingsText: string,
  amountText: string,
  outcome: ScalingOutcome,
): CookingTexts {
  const isResult = outcome.status === "result";
  return {
    context: isResult
      ? `Scale factor ${outcome.factorText}× (${desiredServingsText.trim()} ÷ ${originalServingsText.trim()} servings): ${amountText.trim()} ${outcome.symbol} becomes`
      : "",
    result: isResult ? cookingResultText(outcome) : "",
  };
}
