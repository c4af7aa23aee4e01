/**
 * An ingredient conversion as the cooking page's converter and Quick convert answer it: the
 * amount read from a field's text, converted, and written as its lines (the amount, the result,
 * the measuring-set line and the figure the answer rests on).
 */
import { parseNumericText } from "../input";
import { messages } from "../messages";
import { convertIngredientAmount } from "./convert";
import type { IngredientDensity } from "./choices";
import { formatIngredientAmount, measuringSetLine } from "./texts";
import type { KindedUnit } from "./units";

export interface IngredientTexts {
  /** What was converted, e.g. '2 US cups of all-purpose flour ='. */
  context: string;
  /** e.g. '240 g'. */
  result: string;
  /** The result as a US measuring set measures it ('≈ ⅓ cup + 1 tbsp'), or null. */
  fraction: string | null;
  /** The figure the answer rests on, and whose it is. */
  basis: string;
}

export type IngredientOutcome =
  | { status: "idle" }
  | { status: "error"; message: string }
  | { status: "result"; value: number; texts: IngredientTexts };

/**
 * Converts a value of an ingredient and writes the answer's lines.
 * @example ingredientAnswer(2, usCup, gram, densityOf(flour)).texts.result // "240 g"
 */
export function ingredientAnswer(
  value: number,
  from: KindedUnit,
  to: KindedUnit,
  ingredient: IngredientDensity,
): Extract<IngredientOutcome, { status: "result" }> | { status: "error"; message: string } {
  const result = convertIngredientAmount(value, from, to, ingredient.gramsPerCup);
  if (!Number.isFinite(result)) return { status: "error", message: messages.invalidNumber };
  return {
    status: "result",
    value: result,
    texts: {
      context: `${formatIngredientAmount(value, from)} of ${ingredient.plural} =`,
      result: formatIngredientAmount(result, to),
      fraction: measuringSetLine(result, to),
      basis: ingredient.basis,
    },
  };
}

/**
 * The converter's answer for a field's text: idle while blank or half-typed, an error for text
 * that is no number or below zero.
 * @example convertIngredientField("2", usCup, gram, densityOf(flour)) // { status: "result", value: 240, texts: { result: "240 g", … } }
 * @example convertIngredientField("", usCup, gram, densityOf(flour)) // { status: "idle" }
 */
export function convertIngredientField(
  amountText: string,
  from: KindedUnit,
  to: KindedUnit,
  ingredient: IngredientDensity,
): IngredientOutcome {
  const parsed = parseNumericText(amountText);
  if (parsed.kind === "invalid") return { status: "error", message: parsed.message };
  if (parsed.kind !== "number") return { status: "idle" };
  if (parsed.value < 0) return { status: "error", message: messages.invalidNumber };
  return ingredientAnswer(parsed.value, from, to, ingredient);
}
