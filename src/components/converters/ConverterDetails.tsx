/**
 * The parts of a converter that explain its answer: the fraction and the arithmetic under the
 * result, and the context line. The server renders them into the page; in the browser their code
 * loads on the visitor's first interaction with the converter (see Converter.tsx), so the first
 * answer costs only the code that computes it. Nothing the server renders here takes input: a
 * control in a part that is not yet hydrated would lose the visitor's first click. (The precision
 * note's button shows only for a precision other than Auto, which the server never renders.)
 */
import { use } from "react";
import type { Conversion, ConverterConfig, UnitOption } from "../../lib/measures/define-converter";
import { conversionContext } from "../../lib/measures/contexts";
import type { MeasureContext } from "../../lib/measures/measure";
import { numberPart, precisionLabel, type Precision } from "../../lib/precision";
import { converterFractionText } from "../../lib/fractions";
import { conversionFormula } from "../../lib/converter/formula";
import { ContextPanel } from "./ContextPanel";
import { earlyStale } from "../ui/early-answer-props";
/** A computed result, as the converter island holds it. */
export interface ShownResult {
  value: number;
  from: string;
  to: string;
  result: number;
  /** The result as shown, at the chosen precision, with its unit. */
  text: string;
  toUnit: UnitOption;
}

/**
 * Under a result: the precision it is rounded to (unless Auto), with the way back to Auto; the
 * nearest fraction (inches and feet, kitchen measures); and the arithmetic.
 * @example <ResultNotes config={lengthConverter} shown={shown} precision="auto" fractionStep={16} onAutoPrecision={() => {}} />
 */
export function ResultNotes({
  config,
  shown,
  precision,
  fractionStep,
  onAutoPrecision,
}: {
  config: ConverterConfig;
  shown: ShownResult;
  precision: Precision;
  fractionStep: number;
  onAutoPrecision: () => void;
}) {
  const { value, from, to, result, text, toUnit } = shown;
  const fractionText = converterFractionText(config, value, from, to, result, fractionStep, text);
  const formula = conversionFormula(config, value, from, to, numberPart(text, toUnit.symbol));
  return (
    <>
      {precision !== "auto" && (
        <p data-testid="precision-note" className="text-sm text-muted">
          Rounded to {precisionLabel(precision)}.{" "}
          <button
            type="button"
            onClick={onAutoPrecision}
            className="focus-ring font-semibold text-brand underline"
          >
            Back to Auto
          </button>
        </p>
      )}
      {fractionText && (
        <p
          data-testid="result-fraction"
          {...earlyStale}
          className="mt-1 text-lg font-semibold text-ink"
        >
          {fractionText}
        </p>
      )}
      {/* A long formula takes a smaller size on a phone: two lines at most (the box keeps its height). */}
      {formula && (
        <p
          data-testid="formula"
          {...earlyStale}
          className={`mt-1 font-mono break-words text-muted sm:text-sm ${
            formula.length <= 36 ? "text-sm" : formula.length <= 44 ? "text-xs" : "text-[0.625rem]"
          }`}
        >
          {formula}
        </p>
      )}
    </>
  );
}

/** A measure's context code, loaded once per page (null if it could not be loaded). */
const contexts = new WeakMap<() => Promise<MeasureContext>, Promise<MeasureContext | null>>();
function contextOf(load: () => Promise<MeasureContext>): Promise<MeasureContext | null> {
  let context = contexts.get(load);
  if (!context) {
    context = load().catch((error: unknown) => {
      console.warn(error);
      return null;
    });
    contexts.set(load, context);
  }
  return context;
}

/**
 * The context line under the result: a temperature banner, a fuel rating box or a plain line;
 * without a result, the converter's prompt (angle), if it has one. The measure's context code
 * loads with this part, on the first change, not with the page.
 * @example <ContextLine config={speedConverter} loadContext={speed.context} conversion={conversion} />
 */
export function ContextLine({
  config,
  loadContext,
  serverContext,
  conversion,
}: {
  config: ConverterConfig;
  loadContext: (() => Promise<MeasureContext>) | null;
  /** On the server, the code already loaded: the line is printed without suspending. */
  serverContext: MeasureContext | null;
  conversion: Conversion<string> | null;
}) {
  const context = serverContext ?? (loadContext && conversion ? use(contextOf(loadContext)) : null);
  const line = conversion
    ? conversionContext(context, config, conversion)
    : config.contextWithoutValue;
  if (!line) return null;
  return (
    <div className="mt-3" data-testid="context-line" {...earlyStale}>
      <ContextPanel context={line} />
    </div>
  );
}
