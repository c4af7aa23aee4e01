import type { ReactNode } from "react";
import { earlyField } from "./early-answer-props";

/** One choice of a select: its value, its text, and the option group it sits in, if any. */
export interface SelectOption<Key extends string = string> {
  readonly key: Key;
  readonly label: string;
  readonly group?: string | null;
}

interface LabelledSelectProps<Key extends string> {
  id: string;
  label: string;
  value: Key;
  /** The choices in order; those with a group are gathered under it, in order of first appearance. */
  options: readonly SelectOption<Key>[];
  onChange: (key: Key) => void;
  /** The field's name for the page's early answer (src/early-answers/). */
  earlyName?: string;
  disabled?: boolean;
  "aria-describedby"?: string;
  /**
   * The wrapper's classes: by default the label stands above a full-width select; `select-inline`
   * (src/styles/global.css) puts a small select beside its label.
   */
  className?: string;
  /**
   * Shown between the label and the select, e.g. the digits a number base takes (with a wrapper
   * class such as `flex flex-wrap justify-between`, it shares the label's line).
   */
  children?: ReactNode;
}

/**
 * A native select with its visible label: every select of every island (a converter's From, To,
 * Precision and Fraction step, cooking's units, the currencies, the number bases, the home card's
 * units, the time zone). It is in the chunk every island page loads.
 */
export function LabelledSelect<Key extends string>({
  label,
  options,
  onChange,
  earlyName,
  className = "min-w-0",
  children,
  ...select
}: LabelledSelectProps<Key>) {
  const optionsOf = (group: string | null | undefined) =>
    options
      .filter((option) => option.group === group)
      .map((option) => (
        <option key={option.key} value={option.key}>
          {option.label}
        </option>
      ));
  return (
    <div className={className}>
      <label htmlFor={select.id} className="field-label">
        {label}
      </label>
      {children}
      <select
        {...select}
        // The options are the only values the select can take.
        onChange={(event) => onChange(event.target.value as Key)}
        {...(earlyName && earlyField(earlyName))}
        className="select-box mt-1"
      >
        {[...new Set(options.map((option) => option.group))].map((group) =>
          group ? (
            <optgroup key={group} label={group}>
              {optionsOf(group)}
            </optgroup>
          ) : (
            optionsOf(group)
          ),
        )}
      </select>
    </div>
  );
}
