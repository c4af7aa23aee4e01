import { useCallback, useState } from "react";
import { acceptInput, type InputRule } from "../../lib/input";

export interface RuledField {
  value: string;
  /** The rule's message after a rejected edit; cleared by the next accepted edit. */
  error: string | null;
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
  const edit = useCallback(
    (next: string) => {
      const decision = acceptInput(next, rule);
      if (decision.accepted) {
        setValue(decision.value);
        setError(null);
      } else {
        setError(decision.message);
      }
    },
    [rule],
  );
  const set = useCallback((next: string) => {
    setValue(next);
    setError(null);
  }, []);
  const clearError = useCallback(() => setError(null), []);
  return { value, error, edit, set, clearError };
}
