import type { ReactNode } from "react";
import { earlyField } from "../ui/early-answer-props";
import { LabelledField } from "../ui/LabelledField";
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

/** A labelled numeric text input (decimal keyboard) with its error line and its reading hint line. */
export function NumberField({
  id,
  earlyName,
  label,
  field: { value, edit, error, hint },
  placeholder,
  suffix,
}: NumberFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(description) => (
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
            {...description}
            className={`input-box px-3 ${error ? "border-danger" : "border-line"}`}
          />
          {suffix}
        </div>
      )}
    </LabelledField>
  );
}
