import { useState } from "react";
import { ArrowLeftRight } from "lucide";
import { ChevronDownIcon, makeIcon } from "../ui/icons";
import { LabelledField } from "../ui/LabelledField";
import { ResultBox } from "../ui/ResultBox";
import { Tooltip } from "./Tooltip";
import { LabelledSelect } from "../ui/LabelledSelect";
import {
  acceptBaseInput,
  baseOptions,
  convertBase,
  defaultBaseState,
  isBase,
  maxBaseInputLength,
  swapBases,
  type Base,
  type BaseState,
} from "../../lib/number-base/number-base";
import { numberBaseTexts, type NumberBaseTextName } from "../../lib/number-base/texts";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyField, earlySlot } from "../ui/early-answer-props";

const ArrowLeftRightIcon = makeIcon(ArrowLeftRight);

const baseSelectOptions = baseOptions.map((option) => ({
  key: String(option.value),
  label: `${option.label} (Base ${option.value})`,
}));

interface BaseSelectProps {
  id: string;
  label: string;
  /** The select's name for the page's early answer (src/early-answers/number-base.ts). */
  earlyName: "from" | "to";
  value: Base;
  /** The digits the base takes ("Digits: 0-7"). */
  digits: string;
  onChange: (base: Base) => void;
}

function BaseSelect({ id, label, earlyName, value, digits, onChange }: BaseSelectProps) {
  return (
    <LabelledSelect
      id={id}
      label={label}
      value={String(value)}
      options={baseSelectOptions}
      onChange={(key) => {
        const base = Number(key);
        if (isBase(base)) onChange(base);
      }}
      earlyName={earlyName}
      aria-describedby={`${id}-digits`}
      // The digits a base takes, on the label's line: the row stays short on a phone.
      className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-2"
    >
      <p
        id={`${id}-digits`}
        className="text-xs text-muted"
        {...earlySlot(`${earlyName}-digits` satisfies NumberBaseTextName)}
      >
        {digits}
      </p>
    </LabelledSelect>
  );
}

/**
 * The number base converter: a whole number in base 2, 8, 10 or 16 converted exactly to another,
 * with swap, copy and the value in every base.
 */
export default function NumberBaseConverter() {
  const rootRef = useEarlyInput<HTMLElement>();
  const [state, setState] = useState<BaseState>(defaultBaseState);
  const [showAll, setShowAll] = useState(false);
  const conversion = convertBase(state.input, state.from, state.to);
  const texts = numberBaseTexts(state);
  const hasInput = state.input.trim() !== "";

  function editInput(text: string) {
    const decision = acceptBaseInput(text);
    if (decision.accepted) setState({ ...state, input: decision.value });
  }

  function swap() {
    const outcome = swapBases(state);
    if (outcome.kind === "swapped") setState(outcome.state);
    else console.warn("Swap ignored:", outcome.reason);
  }

  return (
    <section ref={rootRef} aria-label="Number base converter" className="island-card">
      {/* The character count stands on the label's line, at its end. */}
      <div className="relative">
        <span
          id="base-counter"
          data-testid="char-counter"
          className="absolute top-0 right-0 text-xs text-muted tabular-nums"
          {...earlySlot("input-length" satisfies NumberBaseTextName)}
        >
          {texts["input-length"]} / {maxBaseInputLength}
        </span>
        <LabelledField
          id="base-input"
          label="Number"
          hint="Whole non-negative numbers only: no sign, no decimal point. Letters are upper-cased."
          className=""
        >
          {(description) => (
            <input
              id="base-input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={state.input}
              onChange={(event) => editInput(event.target.value)}
              {...earlyField("number")}
              aria-invalid={conversion.kind === "error" ? true : undefined}
              aria-describedby={`base-counter ${description["aria-describedby"]}`}
              className={`value-box font-mono uppercase ${conversion.kind === "error" ? "border-danger" : "border-line"}`}
            />
          )}
        </LabelledField>
      </div>

      <div className="unit-pair-row mt-4">
        <BaseSelect
          id="base-from"
          label="From Base"
          earlyName="from"
          value={state.from}
          digits={texts["from-digits"]}
          onChange={(from) => setState({ ...state, from })}
        />
        <Tooltip content="Swap bases">
          <button type="button" aria-label="Swap bases" onClick={swap} className="swap-button">
            <ArrowLeftRightIcon size={18} className="rotate-90 sm:rotate-0" />
          </button>
        </Tooltip>
        <BaseSelect
          id="base-to"
          label="To Base"
          earlyName="to"
          value={state.to}
          digits={texts["to-digits"]}
          onChange={(to) => setState({ ...state, to })}
        />
      </div>

      <ResultBox
        className="mt-4 items-center"
        lead={
          <p
            className="text-sm text-muted"
            {...earlySlot("result-heading" satisfies NumberBaseTextName)}
          >
            {texts["result-heading"]}
          </p>
        }
        answer={texts.result}
        answerClassName="min-h-14 content-center font-mono text-3xl font-bold tracking-tight break-all text-ink"
        answerProps={earlySlot("result" satisfies NumberBaseTextName)}
        error={conversion.kind === "error" ? conversion.message : null}
        idle={conversion.kind === "empty" ? "Enter a number to convert." : null}
        copyText={conversion.kind === "ok" ? conversion.value : null}
      >
        {conversion.kind === "ok" && (
          <p
            data-testid="context"
            className="mt-1 font-mono text-sm break-all text-muted"
            {...earlySlot("context" satisfies NumberBaseTextName)}
          >
            {texts.context}
          </p>
        )}
      </ResultBox>

      {hasInput && (
        <div className="mt-4">
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls="base-all"
            onClick={() => setShowAll(!showAll)}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-card px-4 font-semibold text-brand hover:bg-subtle"
          >
            {showAll ? "Hide All Bases" : "Show All Bases"}
            <ChevronDownIcon
              size={18}
              className={`transition-transform ${showAll ? "rotate-180" : ""}`}
            />
          </button>
          <ul id="base-all" hidden={!showAll} className="mt-3 grid gap-2 sm:grid-cols-2">
            {baseOptions.map((option) => {
              const name = `all-${option.value}` as const satisfies NumberBaseTextName;
              return (
                <li
                  key={option.value}
                  data-testid={`all-bases-${option.value}`}
                  className="rounded-lg border border-line px-3 py-2"
                >
                  <span className="block text-xs text-muted">
                    {option.label} (Base {option.value})
                  </span>
                  {texts[name] ? (
                    <span
                      className="block font-mono font-semibold break-all text-ink"
                      {...earlySlot(name)}
                    >
                      {texts[name]}
                    </span>
                  ) : (
                    <span className="block font-semibold text-danger">Invalid</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
