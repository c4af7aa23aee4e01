import { useCallback, useState } from "react";
import {
  acceptInput,
  droppedHint,
  parseNumericText,
  plainNumberText,
  type InputRule,
} from "../../lib/input";
import { useDroppedHint } from "../ui/useDroppedHint";

export interface RuledField {
  value: string;
  /** The rule's message after a rejected edit; cleared by the next accepted edit. */
  error: string | null;
  /** How the text was read when that is not plain ("Read as 1.5: …"), or null. */
  hint: string | null;
  /** Applies an edit: accepted text replaces the value, a rejected edit keeps it and sets the error. */
  edit: (next: string) => void;
  /** Sets the value directly (quick buttons, examples) and clears the error. */
  set: (next: string) => void;
  clearError: () => void;
}

/** A numeric text field governed by one of the input rules of src/lib/input.ts. */
export function useRuledField(initial: string, rule: InputRule): RuledField {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [dropped, noteEdit, forgetDropped] = useDroppedHint();
  const edit = (next: string) => {
    const decision = acceptInput(next, rule);
    noteEdit(value, decision);
    if (decision.accepted) {
      setValue(decision.value);
      setError(null);
    } else {
      setError(decision.message);
    }
  };
  const set = (next: string) => {
    setValue(next);
    setError(null);
    forgetDropped();
  };
  const clearError = useCallback(() => setError(null), []);
  const parsed = parseNumericText(value);
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
      : null;
  return { value, error, hint, edit, set, clearError };
}
