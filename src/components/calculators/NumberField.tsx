import type { ReactNode } from "react";
import { earlyField } from "../ui/early-answer-props";
import type { RuledField } from "./useRuledField";

interface NumberFieldProps {
  id: string;
  /** The field's name for the page's early answer (src/early-answers/), if it reads this field. */
  earlyName?: string | undefined;
  label: string;
  /** The field's text, its rule's message and how its text was read (useRuledField). */
  field: Pick<RuledField, "value" | "edit" | "error" | "hint">;
  placeholder?: string;
  /** Shown after the input, e.g. a unit. */
  suffix?: ReactNode;
}

/**
 * A labelled numeric text input (decimal keyboard) with its error in role="alert" and, on a line
 * kept for it, how its text was read.
 */
export function NumberField({
  id,
  earlyName,
  label,
  field: { value, edit, error, hint },
  placeholder,
  suffix,
}: NumberFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label mb-1">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(event) => edit(event.target.value)}
          {...(earlyName === undefined ? {} : earlyField(earlyName))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          className={`input-box px-3 ${error ? "border-danger" : "border-line"}`}
        />
        {suffix}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <p
        id={hintId}
        aria-live="polite"
        hidden={!!error}
        className="min-h-4 pt-1 text-xs/4 text-muted"
      >
        {hint}
      </p>
    </div>
  );
}
