import { useEffect, useState } from "react";
import { formatBmi } from "../../lib/bmi/bmi";
import { evaluateHomeBmi, type HomeBmiOutcome } from "../../lib/bmi/home";
import { homeBmiDebounceMs } from "../../lib/timings";
import { useEarlyInput } from "../ui/useEarlyInput";
import { LabelledField } from "../ui/LabelledField";
import { readingNote, unsignedConverterRule } from "../../lib/input";
import { bmiFieldUnits } from "../../lib/bmi/field-units";
import { useFieldReading } from "../judged-fields/useFieldReading";

const inputClass = "input-box px-3";

/** The home page's quick BMI card: height and weight in, BMI and band out about 100 ms later. */
export default function QuickBmiCard() {
  const rootRef = useEarlyInput<HTMLElement>();
  const [height, setHeight] = useState("");
  const [weight, setWeight] = useState("");
  const [outcome, setOutcome] = useState<HomeBmiOutcome>({ kind: "empty" });

  // What people write ('5'9"' or '1.8 m' for the height, '150 lb' or '65+5' for the weight) is
  // read in the field's unit, then judged as the spec says (lib/bmi/home.ts).
  const heightReading = useFieldReading(height, bmiFieldUnits.heightCm, unsignedConverterRule);
  const weightReading = useFieldReading(weight, bmiFieldUnits.weightKg, unsignedConverterRule);
  // A text the reader finds unfinished ('7o', which may become '7 oz') is judged as typed: the
  // spec's message says it is no number yet.
  const heightText = heightReading.text || height;
  const weightText = weightReading.text || weight;

  useEffect(() => {
    const timer = setTimeout(
      () => setOutcome(evaluateHomeBmi(heightText, weightText)),
      homeBmiDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [heightText, weightText]);

  const heightNote = heightReading.note ?? readingNote(height);
  const weightNote = weightReading.note ?? readingNote(weight);
  const error = outcome.kind === "error" ? outcome.message : null;
  const result = outcome.kind === "result" ? outcome.result : null;
  const borderClass = error ? "border-danger" : "border-line";

  return (
    <section ref={rootRef} aria-labelledby="quick-bmi-heading" className="card p-5 shadow-sm">
      <h2 id="quick-bmi-heading" className="text-lg font-semibold">
        Quick BMI Check
      </h2>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {/* One error line and one hint line serve both fields (below them). */}
        <LabelledField id="quick-bmi-height" label="Height (cm)">
          {() => (
            <input
              id="quick-bmi-height"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 175"
              value={height}
              onChange={(event) => setHeight(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? "quick-bmi-error" : heightNote ? "quick-bmi-height-hint" : undefined
              }
              className={`${inputClass} ${borderClass}`}
            />
          )}
        </LabelledField>
        <LabelledField id="quick-bmi-weight" label="Weight (kg)">
          {() => (
            <input
              id="quick-bmi-weight"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 70"
              value={weight}
              onChange={(event) => setWeight(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                error ? "quick-bmi-error" : weightNote ? "quick-bmi-weight-hint" : undefined
              }
              className={`${inputClass} ${borderClass}`}
            />
          )}
        </LabelledField>
      </div>
      <div aria-live="polite" className="min-h-4 pt-1 text-xs/4 text-muted">
        {heightNote && <p id="quick-bmi-height-hint">Height: {heightNote}</p>}
        {weightNote && <p id="quick-bmi-weight-hint">Weight: {weightNote}</p>}
      </div>
      {/* A message takes the result's line, so neither moves the card's link. */}
      <div className="mt-3 min-h-8">
        {error && (
          <p id="quick-bmi-error" role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        )}
        <div data-testid="result" aria-live="polite">
          {result && (
            <p className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted">Your BMI</span>
              <span className="text-2xl font-bold">{formatBmi(result.value)}</span>
              <span
                className="rounded-full px-2.5 py-0.5 text-sm font-bold text-white"
                style={{ backgroundColor: result.color }}
              >
                {result.category}
              </span>
            </p>
          )}
        </div>
      </div>
      <a
        href="/health/bmi-calculator"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
      >
        Open BMI Calculator
      </a>
    </section>
  );
}
