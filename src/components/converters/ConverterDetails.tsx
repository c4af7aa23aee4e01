/**
 * The parts of a converter that explain its answer: the fraction and the arithmetic under the
 * result, and the context line. The server renders them into the page; in the browser their code
 * loads on the visitor's first interaction with the converter (see Converter.tsx), so the first
 * answer costs only the code that computes it. Nothing here takes input: a control in a part that
 * is not yet hydrated would lose the visitor's first click.
 */
import type { Conversion, ConverterConfig, UnitOption } from "../../lib/measures/define-converter";
import { conversionContext } from "../../lib/measures/contexts";
import { numberPart } from "../../lib/precision";
import { converterFractionText } from "../../lib/fractions";
import { conversionFormula } from "../../lib/formula";
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
 * The nearest fraction (inches and feet, kitchen measures) and the arithmetic under a result.
 * @example <ResultNotes config={lengthConverter} shown={shown} fractionStep={16} />
 */
export function ResultNotes({
  config,
  shown,
  fractionStep,
}: {
  config: ConverterConfig;
  shown: ShownResult;
  fractionStep: number;
}) {
  const { value, from, to, result, text, toUnit } = shown;
  const fractionText = converterFractionText(config, value, from, to, result, fractionStep, text);
  const formula = conversionFormula(config, value, from, to, numberPart(text, toUnit.symbol));
  return (
    <>
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

/**
 * The context line under the result: a temperature banner, a fuel rating box or a plain line;
 * without a result, the converter's prompt (angle), if it has one.
 * @example <ContextLine config={speedConverter} conversion={conversion} />
 */
export function ContextLine({
  config,
  conversion,
}: {
  config: ConverterConfig;
  conversion: Conversion<string> | null;
}) {
  const context = conversion ? conversionContext(config, conversion) : config.contextWithoutValue;
  if (!context) return null;
  return (
    <div className="mt-3" data-testid="context-line" {...earlyStale}>
      <ContextPanel context={context} />
    </div>
  );
}
