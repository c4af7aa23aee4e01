/**
 * Not in components/fields/, whose file every converter page loads: only cooking and the home
 * page's length card read a field this way, and the converter pages have no bytes to spare.
 */
import type { InputRule } from "../../lib/input";
import type { FieldUnit } from "../../lib/calculator/field-reading";
import { useFieldExpression } from "../fields/useFieldExpression";

/**
 * The rule of a field the page judges afterwards (cooking's, the ingredient converter's): no cap
 * and nothing dropped, so it only says which texts are read with the calculator's grammar first
 * ('1/3 cup + 1 tbsp').
 */
const judgedFieldRule: InputRule = {
  maxLength: Number.MAX_SAFE_INTEGER,
  allowMinus: true,
  allowDecimal: true,
  tooLongMessage: "",
};

/**
 * A field's text as a page that judges it afterwards computes with (cooking's fields, the home
 * page's cards): what an expression in it comes to in the field's unit ('1/3 cup + 1 tbsp' in
 * tablespoons), with the note that says so; "" while one is still being typed; else the text as
 * typed, for the page to judge (an expression in error, a text that is no expression).
 * `rule` is the field's character rule where it has one (the home page's length card), else none.
 * @example const amount = useFieldReading(state.amount, cookingFieldUnit(state.from));
 */
export function useFieldReading(
  text: string,
  field: FieldUnit | null,
  rule: InputRule = judgedFieldRule,
): { text: string; note: string | null } {
  const expression = useFieldExpression(text, field, rule);
  const read = expression?.parsed;
  return read?.kind === "number"
    ? { text: String(read.value), note: expression?.note ?? null }
    : { text: read?.kind === "incomplete" && expression?.settled == null ? "" : text, note: null };
}
