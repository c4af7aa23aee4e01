import { useState, type ReactNode } from "react";
import {
  percentageTipRule,
  percentageValueRule,
  percentageWideRule,
} from "../../lib/percentage/input-rules";
import {
  basicTexts,
  defaultTipPercent,
  evaluateBasic,
  evaluateChange,
  evaluateTip,
  evaluateValueFromPercent,
  formatPercentageResult,
  percentageMessages,
  quickTipPercents,
  type BasicTextName,
} from "../../lib/percentage/percentage";
import { NumberField } from "./NumberField";
import { ResultBox } from "../ui/ResultBox";
import { Tabs, tabId, tabPanelId } from "./Tabs";
import type { RuledField } from "./useRuledField";
import { useReadingField } from "./useReadingField";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlySlot } from "../ui/early-answer-props";

type PercentageTab = "basic" | "change" | "value" | "tip";

const tabs = [
  { id: "basic", label: "Basic %" },
  { id: "change", label: "% Change" },
  { id: "value", label: "Value from %" },
  { id: "tip", label: "Tip Calculator" },
] as const;

const cardClass = "card p-5 shadow-sm";

interface Example {
  text: string;
  values: readonly [string, string];
}

function ExamplesCard({
  title,
  examples,
  fields,
  children,
}: {
  title: string;
  examples: readonly Example[];
  fields: readonly [RuledField, RuledField];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="percentage-examples-heading" className={cardClass}>
      <h2 id="percentage-examples-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {children}
      <ul className="mt-3 space-y-2">
        {examples.map((example) => (
          <li key={example.text}>
            <button
              type="button"
              onClick={() => {
                fields[0].set(example.values[0]);
                fields[1].set(example.values[1]);
              }}
              className="min-h-11 w-full rounded-lg border border-line bg-subtle px-3 py-2 text-left text-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
            >
              {example.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const incompleteHint = "Enter both values to see the result.";

/** The percentage calculator: Basic %, % Change, Value from % and Tip Calculator tabs. */
export default function PercentageCalculator() {
  const rootRef = useEarlyInput<HTMLDivElement>();
  const [tab, setTab] = useState<PercentageTab>("basic");
  const basicPart = useReadingField("25", percentageWideRule, null);
  const basicWhole = useReadingField("200", percentageWideRule, null);
  const changeOriginal = useReadingField("80", percentageWideRule, null);
  const changeNew = useReadingField("100", percentageWideRule, null);
  const valuePercent = useReadingField("15", percentageValueRule, null);
  const valueBase = useReadingField("80", percentageValueRule, null);
  const tipBill = useReadingField("50", percentageTipRule, null);
  const tipPercent = useReadingField(String(defaultTipPercent), percentageTipRule, null);

  const basic = evaluateBasic(basicPart.reading, basicWhole.reading);
  const basicResultTexts =
    basic.kind === "result"
      ? basicTexts(basicPart.reading, basic.percent, basicWhole.reading)
      : null;
  const change = evaluateChange(changeOriginal.reading, changeNew.reading);
  const valueFrom = evaluateValueFromPercent(valuePercent.reading, valueBase.reading);
  const tip = evaluateTip(tipBill.reading, tipPercent.reading);

  let panel: ReactNode;
  let examples: ReactNode;
  if (tab === "basic") {
    panel = (
      <>
        <p className="mb-4 text-muted">What percent is one number of another?</p>
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            id="pct-basic-value"
            label="Value"
            field={basicPart}
            placeholder="25"
            earlyName="basic-value"
          />
          <NumberField
            id="pct-basic-total"
            label="Total"
            field={basicWhole}
            placeholder="200"
            earlyName="basic-total"
          />
        </div>
        <ResultBox
          className="mt-5"
          answerProps={earlySlot("basic-percent" satisfies BasicTextName)}
          answer={basicResultTexts?.["basic-percent"]}
          idle={
            basic.kind === "zero-total"
              ? percentageMessages["zero-total"]
              : basic.kind === "none"
                ? incompleteHint
                : null
          }
        />
        {basicResultTexts && (
          <p
            data-testid="context"
            className="mt-2 text-sm text-muted"
            {...earlySlot("basic-context" satisfies BasicTextName)}
          >
            {basicResultTexts["basic-context"]}
          </p>
        )}
      </>
    );
    examples = (
      <ExamplesCard
        title="Examples"
        fields={[basicPart, basicWhole]}
        examples={[
          { text: "What percent is 45 of 60? (75%)", values: ["45", "60"] },
          { text: "A test score of 38 out of 40 (95%)", values: ["38", "40"] },
          { text: "250 of a 1,000 budget (25%)", values: ["250", "1000"] },
        ]}
      >
        <p className="mt-1 text-sm text-muted">
          Percent = value ÷ total × 100. Pick an example to try it.
        </p>
      </ExamplesCard>
    );
  } else if (tab === "change") {
    const directionClass =
      change.kind === "result"
        ? change.direction === "increase"
          ? "border-l-4 border-success"
          : "border-l-4 border-danger"
        : "";
    panel = (
      <>
        <p className="mb-4 text-muted">How much did a value go up or down, in percent?</p>
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            id="pct-change-original"
            label="Original value"
            field={changeOriginal}
            placeholder="80"
          />
          <NumberField id="pct-change-new" label="New value" field={changeNew} placeholder="100" />
        </div>
        <div data-direction={change.kind === "result" ? change.direction : undefined}>
          <ResultBox
            className={`mt-5 ${directionClass}`}
            idle={
              change.kind === "zero-original"
                ? percentageMessages["zero-original"]
                : change.kind === "none"
                  ? incompleteHint
                  : null
            }
            answer={
              change.kind === "result" && (
                <>
                  {formatPercentageResult(change.absolutePercent)}%{" "}
                  <span
                    className={change.direction === "increase" ? "text-success" : "text-danger"}
                  >
                    {change.direction}
                  </span>
                </>
              )
            }
          />
        </div>
        {change.kind === "result" && (
          <p data-testid="context" className="mt-2 text-sm text-muted">
            From {changeOriginal.reading} to {changeNew.reading}: a difference of{" "}
            {formatPercentageResult(change.difference)}
          </p>
        )}
      </>
    );
    examples = (
      <ExamplesCard
        title="Examples"
        fields={[changeOriginal, changeNew]}
        examples={[
          { text: "A price rising from 80 to 100 (25% increase)", values: ["80", "100"] },
          { text: "Sales falling from 1,200 to 900 (25% decrease)", values: ["1200", "900"] },
          { text: "Rent going from 950 to 1,045 (10% increase)", values: ["950", "1045"] },
        ]}
      >
        <p className="mt-1 text-sm text-muted">Change = (new − original) ÷ original × 100.</p>
      </ExamplesCard>
    );
  } else if (tab === "value") {
    panel = (
      <>
        <p className="mb-4 text-muted">What is a given percent of a number?</p>
        <div className="grid grid-cols-2 gap-4">
          <NumberField
            id="pct-value-percent"
            label="Percentage (%)"
            field={valuePercent}
            placeholder="15"
          />
          <NumberField id="pct-value-of" label="Of value" field={valueBase} placeholder="80" />
        </div>
        <ResultBox
          className="mt-5"
          idle={valueFrom.kind === "none" ? incompleteHint : null}
          answer={valueFrom.kind === "result" && formatPercentageResult(valueFrom.value)}
        />
        {valueFrom.kind === "result" && (
          <p data-testid="context" className="mt-2 text-sm text-muted">
            {valuePercent.reading}% of {valueBase.reading} is{" "}
            {formatPercentageResult(valueFrom.value)}
          </p>
        )}
      </>
    );
    examples = (
      <ExamplesCard
        title="Examples"
        fields={[valuePercent, valueBase]}
        examples={[
          { text: "20% off a price of 65 (13.00)", values: ["20", "65"] },
          { text: "8.25% sales tax on 120 (9.90)", values: ["8.25", "120"] },
          { text: "A 5% deposit on 300,000 (15,000.00)", values: ["5", "300000"] },
        ]}
      >
        <p className="mt-1 text-sm text-muted">Value = percentage × number ÷ 100.</p>
      </ExamplesCard>
    );
  } else {
    panel = (
      <>
        <p className="mb-4 text-muted">Work out the tip and the total of a bill.</p>
        <div className="grid grid-cols-2 gap-4">
          <NumberField id="pct-tip-bill" label="Bill amount" field={tipBill} placeholder="50" />
          <NumberField
            id="pct-tip-percent"
            label="Tip percentage (%)"
            field={tipPercent}
            placeholder="15"
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Quick tip percentages">
          {quickTipPercents.map((percent) => {
            const pressed = tipPercent.value === String(percent);
            return (
              <button
                key={percent}
                type="button"
                aria-pressed={pressed}
                onClick={() => tipPercent.set(String(percent))}
                className={`min-h-11 min-w-16 rounded-lg border px-4 font-semibold focus-visible:outline-2 focus-visible:outline-brand ${
                  pressed
                    ? "border-brand-strong bg-brand-strong text-on-brand"
                    : "border-line bg-card text-ink hover:border-brand"
                }`}
              >
                {percent}%
              </button>
            );
          })}
        </div>
        <ResultBox
          className="mt-5"
          idle={tip.kind === "none" ? incompleteHint : null}
          answer={
            tip.kind === "result" && (
              <dl className="grid gap-2 sm:grid-cols-2">
                <div>
                  <dt className="text-sm font-normal text-muted">Tip amount</dt>
                  <dd data-testid="tip-amount">{formatPercentageResult(tip.tip)}</dd>
                </div>
                <div>
                  <dt className="text-sm font-normal text-muted">Total to pay</dt>
                  <dd data-testid="tip-total">{formatPercentageResult(tip.total)}</dd>
                </div>
              </dl>
            )
          }
        />
      </>
    );
    examples = (
      <section aria-labelledby="percentage-examples-heading" className={cardClass}>
        <h2 id="percentage-examples-heading" className="text-lg font-semibold">
          Tipping guide
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <strong>15%</strong>: standard service at a sit-down restaurant
          </li>
          <li>
            <strong>18%</strong>: good service, and a common default for larger groups
          </li>
          <li>
            <strong>20%</strong>: very good service
          </li>
          <li>
            <strong>25%</strong>: exceptional service or a special occasion
          </li>
        </ul>
        <p className="mt-3 text-sm text-muted">
          Customs differ by country; in many places service is already included in the bill.
        </p>
      </section>
    );
  }

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="percentage-heading" className={cardClass}>
        <h2 id="percentage-heading" className="mb-4 text-lg font-semibold">
          Calculate a percentage
        </h2>
        <Tabs
          idPrefix="pct"
          label="Percentage calculations"
          tabs={tabs}
          selected={tab}
          onSelect={setTab}
        />
        <div
          role="tabpanel"
          id={tabPanelId("pct", tab)}
          aria-labelledby={tabId("pct", tab)}
          className="mt-5"
        >
          {panel}
        </div>
      </section>
      {examples}
    </div>
  );
}
