import { cookingFieldRule } from "../../lib/cooking/cooking";
import type { FieldUnit } from "../../lib/calculator/field-reading";
import { useFieldExpression } from "../fields/useFieldExpression";

/**
 * A cooking field's amount as the page computes with it: the text as typed, or what an
 * expression in it comes to in the field's unit ('1/3 cup + 1 tbsp' in tablespoons), with the
 * note that says so; empty while an expression is still being typed.
 * @example const amount = useAmountReading(state.amount, cookingFieldUnit(state.from));
 */
export function useAmountReading(
  text: string,
  field: FieldUnit | null,
): { text: string; note: string | null } {
  const expression = useFieldExpression(text, field, cookingFieldRule);
  const read = expression?.parsed;
  if (expression === undefined || read?.kind === "invalid") return { text, note: null };
  if (read?.kind === "number") return { text: String(read.value), note: expression?.note ?? null };
  // No expression of the field's kind is left to the field's reading ('Please enter a valid number').
  return { text: expression?.settled != null ? text : "", note: null };
}
