import type { InputRule } from "../../lib/input";
import { holdsExpression } from "../../lib/field-text";
import type { FieldState, FieldUnit } from "../../lib/calculator/field-reading";
import { pendingReading, useFieldReader } from "../ui/useFieldReader";

/**
 * A field's text read with the calculator's grammar when it holds more than its rule's
 * characters (holdsExpression): undefined for a text the rule reads as ever, else what the field
 * shows (field-reading.ts; nothing yet while the grammar's code is on its way). A field keeps such
 * a text as typed, cap or not, and takes `settled` in its place when the text proves to be no
 * expression of its kind, as though typed so.
 */
export function useFieldExpression(
  text: string,
  field: FieldUnit | null,
  rule: InputRule,
): FieldState | undefined {
  const candidate = holdsExpression(text, rule);
  const reader = useFieldReader(candidate);
  // A field's few characters are read in about a millisecond once the code is there.
  return candidate ? (reader?.(text, field, rule) ?? pendingReading) : undefined;
}
