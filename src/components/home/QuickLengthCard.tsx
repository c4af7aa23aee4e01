import { useState } from "react";
import { ArrowRight } from "lucide";
import { makeIcon } from "../ui/icons";
import { evaluateHomeLength, homeLengthDefaults } from "../../lib/converter/home-length";
import { lengthUnits } from "../../lib/measures/length/units";
import { useEarlyInput } from "../ui/useEarlyInput";
import { LabelledSelect } from "../ui/LabelledSelect";
import { LabelledField } from "../ui/LabelledField";
import { ResultBox } from "../ui/ResultBox";
import { useFieldReading } from "../judged-fields/useFieldReading";
import { unsignedConverterRule } from "../../lib/input";

const ArrowRightIcon = makeIcon(ArrowRight);

const fieldClass = "input-box block px-3";

/** The home page's quick length card: a value and two length units, converted as you type. */
export default function QuickLengthCard() {
  const rootRef = useEarlyInput<HTMLElement>();
  const [valueText, setValueText] = useState<string>(homeLengthDefaults.valueText);
  const [from, setFrom] = useState<string>(homeLengthDefaults.from);
  const [to, setTo] = useState<string>(homeLengthDefaults.to);
  // What people write ('5'9"', '180 cm', '0.1+0.2') is read in the From unit, then judged.
  const reading = useFieldReading(
    valueText,
    { measure: "length", unit: from },
    unsignedConverterRule,
  );
  const outcome = evaluateHomeLength(reading.text, from, to);
  const error = outcome.status === "error" ? outcome.message : null;
  const hint = outcome.status === "result" ? (reading.note ?? outcome.note) : null;

  return (
    <section
      ref={rootRef}
      aria-labelledby="quick-length-heading"
      className="@container card p-5 shadow-sm"
    >
      <h2 id="quick-length-heading" className="text-lg font-semibold">
        Quick Length Converter
      </h2>
      <LabelledField
        id="quick-length-value"
        label="Value"
        error={error}
        hint={hint}
        className="mt-3"
      >
        {(description) => (
          <input
            id="quick-length-value"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={valueText}
            onChange={(event) => setValueText(event.target.value)}
            {...description}
            className={`${fieldClass} ${error ? "border-danger" : "border-line"}`}
          />
        )}
      </LabelledField>
      {/* Side by side only where the card is wide enough for the units' names. */}
      <div className="mt-1 grid gap-x-3 gap-y-2 @sm:grid-cols-2">
        <LabelledSelect
          id="quick-length-from"
          label="From"
          value={from}
          options={lengthUnits}
          onChange={setFrom}
        />
        <LabelledSelect
          id="quick-length-to"
          label="To"
          value={to}
          options={lengthUnits}
          onChange={setTo}
        />
      </div>
      <ResultBox
        className="mt-3 min-h-12 items-center"
        answer={outcome.status === "result" ? outcome.resultText : ""}
        answerClassName="text-xl font-bold text-ink tabular-nums empty:hidden"
      />
      <a
        href="/measurement/length-converter"
        className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand hover:underline"
      >
        Open Length Converter
        <ArrowRightIcon size={16} />
      </a>
    </section>
  );
}
