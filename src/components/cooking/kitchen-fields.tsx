/**
 * The number fields of the cooking page's converters and the ingredient converter, and the line
 * under an answer that says how each field's text was read.
 */
import { LabelledField } from "../ui/LabelledField";
import { earlyField } from "../ui/early-answer-props";
import { readingNote } from "../../lib/input";

const fieldClass = "input-box block border-line px-3";

interface NumberInputProps {
  id: string;
  /** The field's name for the page's early answer (src/early-answers/cooking.ts), if it has one. */
  earlyName?: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** How an expression in it was read (useFieldReading), if it holds one. */
  note?: string | null;
}

const hintId = (fieldId: string) => `${fieldId}-hint`;

/**
 * A text field, not type="number": that one cannot hold "1/2" or "1,5", which cooks type. Its
 * reading hint is said under the answer (ReadingHints), not under the field.
 * @example <NumberInput id="cooking-volume-amount" earlyName="volume-amount" label="Amount" value={amount} onChange={setAmount} />
 */
export function NumberInput({ id, earlyName, label, value, onChange, note }: NumberInputProps) {
  return (
    <LabelledField id={id} label={label}>
      {() => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={(note ?? readingNote(value)) ? hintId(id) : undefined}
          {...(earlyName && earlyField(earlyName))}
          className={`${fieldClass} text-lg font-semibold tabular-nums`}
        />
      )}
    </LabelledField>
  );
}

/**
 * Says how each field's text was read where it was not a plain number, under the answer (so the
 * answer never moves), announced politely. A label names the field when a panel has several.
 * @example <ReadingHints fields={[{ id: "cooking-volume-amount", text: amount }]} />
 */
export function ReadingHints({
  fields,
}: {
  fields: readonly { id: string; label?: string; text: string; note?: string | null }[];
}) {
  return (
    <div aria-live="polite" className="text-sm text-muted empty:hidden">
      {fields.map(({ id, label, text, note: expressionNote }) => {
        const note = expressionNote ?? readingNote(text);
        return (
          note && (
            <p key={id} id={hintId(id)} className="mt-1">
              {label ? `${label}: ${note}` : note}
            </p>
          )
        );
      })}
    </div>
  );
}
