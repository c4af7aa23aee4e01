import { useCallback, useEffect, useState } from "react";
import {
  acceptInput,
  droppedHint,
  parseNumericText,
  plainNumberText,
  type InputRule,
} from "../../lib/input";
import type { FieldUnit } from "../../lib/calculator/field-reading";
import { useDroppedHint } from "../ui/useDroppedHint";
import {
  expressionEdit,
  settledText,
  expressionNote,
  parsedExpression,
  useFieldExpression,
} from "../ui/useFieldExpression";

export interface RuledField {
  /** The text in the field, as typed. */
  value: string;
  /**
   * The text the page computes from: the typed text, or what an expression in it comes to
   * ('0.1+0.2' is '0.3'; empty while one is still being typed or cannot be used).
   */
  text: string;
  /** The rule's message after a rejected edit, or why an expression cannot be used. */
  error: string | null;
  /** How the text was read when that is not plain ("Read as 1.5: …"), or null. */
  hint: string | null;
  /** Applies an edit: accepted text replaces the value, a rejected edit keeps it and sets the error. */
  edit: (next: string) => void;
  /** Sets the value directly (quick buttons, examples) and clears the error. */
  set: (next: string) => void;
  clearError: () => void;
}

/**
 * A numeric text field governed by one of the input rules of src/lib/input.ts. Given `field` (a
 * unit of a measure, or null for a plain number), a text beyond the rule's characters is read with
 * the calculator's grammar first ('5'9"' in a height in centimetres, '0.1+0.2').
 */
export function useRuledField(
  initial: string,
  rule: InputRule,
  field?: FieldUnit | null,
): RuledField {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [dropped, noteEdit, forgetDropped] = useDroppedHint();
  const readsExpressions = field !== undefined;
  const expression = useFieldExpression(readsExpressions ? value : "", field ?? null, rule);
  // A text already in the field (`settle`) that the rule would reject is cut to the cap instead.
  const applyRule = (next: string, settle = false) => {
    const decision = acceptInput(next, rule);
    noteEdit(value, decision);
    if (decision.accepted) {
      setValue(decision.value);
      setError(null);
    } else {
      setError(decision.message);
      if (settle) setValue(settledText(next, rule));
    }
  };
  const edit = (next: string) => {
    const taken = readsExpressions ? expressionEdit(next, field, rule) : "rule";
    if (taken === "too-long") setError(rule.tooLongMessage);
    else if (taken === "keep") {
      setValue(next);
      setError(null);
      forgetDropped();
    } else applyRule(next);
  };
  // No expression of the field's kind after all ('12 kg' in a height): the rule applies.
  useEffect(() => {
    if (expression.kind === "none") applyRule(value, true);
  });
  const set = (next: string) => {
    setValue(next);
    setError(null);
    forgetDropped();
  };
  const clearError = useCallback(() => setError(null), []);
  const read = parsedExpression(expression, value);
  const parsed = read ?? parseNumericText(value);
  const hint = dropped
    ? droppedHint(
        dropped,
        parsed.kind === "number"
          ? parsed.note
            ? plainNumberText(parsed.value)
            : value.trim()
          : "",
      )
    : parsed.kind === "number"
      ? (parsed.note ?? null)
      : expressionNote(expression);
  const text = read === null ? value : read.kind === "number" ? String(read.value) : "";
  const expressionError = read?.kind === "invalid" ? read.message : null;
  return { value, text, error: error ?? expressionError, hint, edit, set, clearError };
}
