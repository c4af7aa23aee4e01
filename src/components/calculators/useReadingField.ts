import { useEffect } from "react";
import { acceptInput, parseNumericText, type InputRule } from "../../lib/input";
import type { FieldUnit } from "../../lib/calculator/field-reading";
import { pendingReading, useFieldReader } from "../ui/useFieldReader";
import { useRuledField, type RuledField } from "./useRuledField";

/** Whether the field's rule keeps a text as it is. */
function keptWhole(text: string, rule: InputRule): boolean {
  const decision = acceptInput(text, rule);
  return decision.accepted && decision.value === text;
}

/**
 * Whether a text is for the reader to judge: one the rule would not keep whole, or one it keeps
 * but reads as no number ('1e309', which the reader says is too large).
 */
function forReader(text: string, rule: InputRule): boolean {
  return !keptWhole(text, rule) || parseNumericText(text).kind === "invalid";
}

export interface ReadingField extends RuledField {
  /**
   * The text the page computes with: the field's, or what an expression in it comes to in the
   * field's unit (`70+5` → "75"); "" while an expression is still being typed or is in error.
   */
  reading: string;
}

/**
 * A ruled field (useRuledField) that also reads what people write with the calculator's grammar
 * (issue 38): arithmetic, fractions and amounts in units of the field's measure, in its unit
 * (`5'9"` in a feet field is 5.75). A text the rule keeps whole is the rule's as ever; any other is
 * kept as typed until the reader says whether it is an expression, and when it is not, the rule
 * applies to it as though it had been typed so. The spec's messages and caps are unchanged.
 * @example const height = useReadingField("170", bmiFieldRules.heightCm, { measure: "length", unit: "centimeter" });
 */
export function useReadingField(
  initial: string,
  rule: InputRule,
  unit: FieldUnit | null,
): ReadingField {
  const field = useRuledField(initial, rule);
  const text = field.value;
  const candidate = forReader(text, rule);
  const reader = useFieldReader(candidate);
  const read = candidate ? (reader?.(text, unit, rule) ?? pendingReading) : null;
  const decision = acceptInput(text, rule);
  // A text the reader finds no expression in is the rule's: as before when the rule keeps it
  // whole (or rejects it, as a value the page sets may be), else as though typed so (below).
  const state =
    read?.settled != null && !(decision.accepted && decision.value !== text) ? null : read;

  // No expression after all ('1.2.3'): the rule applies, as though the text had been typed so.
  useEffect(() => {
    if (state?.settled != null) field.edit(text);
  });

  const edit = (next: string) => {
    // A text past the cap is so as an expression too (the cap counts the rule's characters).
    const keepsAsTyped =
      acceptInput(next, rule).accepted &&
      forReader(next, rule) &&
      reader?.(next, unit, rule).settled == null;
    if (keepsAsTyped) field.set(next);
    else field.edit(next);
  };
  const parsed = state?.parsed;
  return {
    ...field,
    edit,
    error: field.error ?? (parsed?.kind === "invalid" ? parsed.message : null),
    hint: state ? state.note : field.hint,
    reading: !state ? text : parsed?.kind === "number" ? String(parsed.value) : "",
  };
}
