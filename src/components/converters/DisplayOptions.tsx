/**
 * A converter's display options, loaded when the visitor opens them: the Precision of its
 * results and the step of its inch fractions (kept in place, disabled, for other units, so that
 * changing units never changes the panel's height).
 */
import { LabelledSelect } from "../ui/LabelledSelect";
import type { Precision } from "../../lib/precision";
import { precisionOptions } from "../../lib/precision-options";
import { inchUnitKey } from "../../lib/measures/length/fraction-steps";
import { inchFractionSteps } from "../../lib/converter/preferences";
import { findUnit, fractionKind, type ConverterConfig } from "../../lib/measures/define-converter";
import type { ConverterPreferences } from "../../lib/converter/preferences";

export default function DisplayOptions({
  idPrefix,
  config,
  to,
  precision,
  fractionStep,
  onChoose,
}: {
  idPrefix: string;
  config: ConverterConfig;
  /** The unit of the result. */
  to: string;
  precision: Precision;
  fractionStep: number;
  onChoose: (update: Partial<ConverterPreferences>) => void;
}) {
  // The step is offered where the converter has inches, and set for a result in inches or feet.
  const inchSymbol = findUnit(config, inchUnitKey)?.symbol ?? "";
  const fractionApplies = fractionKind(config, to) === "tape-measure";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <LabelledSelect
        className="select-inline"
        id={`${idPrefix}-precision`}
        label="Precision"
        value={precision}
        options={precisionOptions}
        onChange={(precision) => onChoose({ precision })}
      />
      {inchSymbol && (
        <LabelledSelect
          className="select-inline"
          id={`${idPrefix}-step`}
          label="Fraction step"
          value={String(fractionStep)}
          disabled={!fractionApplies}
          options={inchFractionSteps.map((step) => ({
            key: String(step),
            label: `1/${step} ${inchSymbol}`,
          }))}
          onChange={(value) => onChoose({ fractionStep: Number(value) })}
        />
      )}
    </div>
  );
}
