import type { ReactNode } from "react";

/** What a field's input gets from its LabelledField: whether it is invalid and what describes it. */
export interface FieldDescription {
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface LabelledFieldProps {
  /** The input's id; its error and hint lines are `<id>-error` and `<id>-hint`. */
  id: string;
  label: string;
  /** Why the text cannot be used: shown in role="alert" in place of the hint, and read with the field. */
  error?: string | null | undefined;
  /**
   * How the text was read, or what the field takes, announced politely on a line kept for it so
   * that the page does not move. Null keeps the line empty; undefined keeps no line.
   */
  hint?: ReactNode;
  /** The wrapper's classes. */
  className?: string;
  /** The classes of the line kept for the error or the hint: by default the height of a hint. */
  messageClassName?: string;
  /** The input (and whatever stands beside it), given what it must carry for assistive technology. */
  children: (description: FieldDescription) => ReactNode;
}

/**
 * A text field with its visible label, its error line and its hint line: every text field of every
 * island (a converter's value, the calculators' numbers, the number base, the time zones, the
 * colours, the home cards). It is in the chunk every island page loads.
 */
export function LabelledField({
  id,
  label,
  error,
  hint,
  className = "min-w-0",
  messageClassName = "min-h-5 pt-1",
  children,
}: LabelledFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label mb-1">
        {label}
      </label>
      {children({
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : hint ? hintId : undefined,
      })}
      {(error || hint !== undefined) && (
        <div className={messageClassName}>
          {error && (
            <p id={errorId} role="alert" className="error-line">
              {error}
            </p>
          )}
          {hint !== undefined && (
            <p id={hintId} aria-live="polite" hidden={!!error} className="hint-line">
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
