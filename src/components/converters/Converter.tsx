import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
} from "react";
import { ChevronDownIcon } from "../ui/icons";
import { LabelledField } from "../ui/LabelledField";
import { ResultBox } from "../ui/ResultBox";
import { acceptInput, droppedHint, plainNumberText } from "../../lib/input";
import { converterFieldUnit, holdsExpression } from "../../lib/field-text";
import { useDroppedHint } from "../ui/useDroppedHint";
import { useFieldExpression } from "../fields/useFieldExpression";
import { pendingReading, readerUnavailable } from "../ui/useFieldReader";
import {
  defaultState,
  evaluateConversion,
  findUnit,
  fractionKind,
  type ConversionOutcome,
  type ConverterConfig,
  type UnitOption,
} from "../../lib/measures/define-converter";
import type { MeasureContext } from "../../lib/measures/measure";
import { converterTexts, type ConverterTextName } from "../../lib/converter/texts";
import { numberPart, precisionLabel, resultAtPrecision } from "../../lib/precision";
import * as detailsOnServer from "./ConverterDetails?server-only";
import { useShareableState } from "./useShareableState";
import { useConverterPreferences } from "./useConverterPreferences";
import { useRecentConversionRecorder } from "./useRecentConversionRecorder";
import RecentConversionsLoader from "./RecentConversionsLoader";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyField, earlySlot } from "../ui/early-answer-props";
import { UnitPairRow } from "../ui/UnitPairRow";
import { lazyPart, NothingLoaded } from "../ui/lazy-part";

const ListPanel = lazyPart(() => import("./ListPanel").then((module) => module.default));
const AllConversions = lazyPart(() => import("./AllConversions").then((module) => module.default));
const DisplayOptions = lazyPart(() => import("./DisplayOptions").then((module) => module.default));

type DetailName = "ResultNotes" | "ContextLine";
type Details = {
  [Name in DetailName]: ComponentType<ComponentProps<(typeof import("./ConverterDetails"))[Name]>>;
};

/*
 * The details (the fraction, the arithmetic and the context line) are in the server's HTML.
 * In the browser, React keeps that HTML as it is until their code arrives, which is requested on
 * the visitor's first interaction with the converter or first change of its state; until then they
 * cost the page nothing. If the visitor changes the answer first, they disappear until the code
 * arrives (milliseconds) rather than show the old answer's arithmetic.
 */
let requestDetails = () => {};
const detailsRequested = new Promise<void>((resolve) => {
  requestDetails = resolve;
});
const loadDetails = () => detailsRequested.then(() => import("./ConverterDetails"));
const details: Details = import.meta.env.SSR
  ? (detailsOnServer as unknown as Details)
  : {
      ResultNotes: lazyPart(() => loadDetails().then((module) => module.ResultNotes)),
      // The details' code is one chunk: its failure is told once, under the result.
      ContextLine: lazyPart(
        () => loadDetails().then((module) => module.ContextLine),
        NothingLoaded,
      ),
    };

/** An expression's outcome, its value written as the hints write numbers ('0.3333333333'). */
function readAs(outcome: ConversionOutcome, value: number): ConversionOutcome {
  return outcome.status === "result" ? { ...outcome, readText: plainNumberText(value) } : outcome;
}

interface ConverterProps {
  /** A measure's converter configuration (passed by MeasureConverter, preset to a pair). */
  config: ConverterConfig;
  /** Loads the measure's context line (with the details, on the first change); null for none. */
  loadContext: (() => Promise<MeasureContext>) | null;
  /** On the server, the context line's code, loaded before rendering; null in the browser. */
  serverContext?: MeasureContext | null;
}

/**
 * The unit converter of every measure (MeasureConverter renders it): value, From and To selects with a
 * swap button, the result with copy (at the chosen precision, with its fraction and arithmetic),
 * the context line, the all-conversions list, list conversion and the recent conversions.
 */
export default function Converter({ config, loadContext, serverContext = null }: ConverterProps) {
  const rootRef = useEarlyInput<HTMLDivElement>();
  const [state, setState, stateFromLink] = useShareableState(config);
  const [capMessage, setCapMessage] = useState<string | null>(null);
  const [dropped, noteEdit, forgetDropped] = useDroppedHint();
  const [showAll, setShowAll] = useState(false);
  const [showList, setShowList] = useState(false);
  const [showDisplay, setShowDisplay] = useState(false);
  const [preferences, choosePreferences] = useConverterPreferences();
  // Prefixed so the id starts with a letter (React's ids start with an underscore).
  const id = `converter${useId()}`;
  const hasFractionLine = config.units.some((unit) => fractionKind(config, unit.key) !== null);
  // The ids of the island's parts: value, from, to, cap, hint, list, display, list-panel.
  const idOf = (part: string) => `${id}-${part}`;

  const fromUnit = findUnit(config, state.from);
  // A text beyond the rule's characters ('5'9"', '0.1+0.2') is read in the From unit.
  const fieldUnit = converterFieldUnit(config, state.from);
  const expression = useFieldExpression(state.valueText, fieldUnit, config.inputRule);
  // An expression is converted as the number it comes to (its note says how it was read).
  const parsed = expression?.parsed;
  const outcome: ConversionOutcome =
    parsed === undefined
      ? evaluateConversion(config, state.valueText, state.from, state.to)
      : parsed.kind === "number"
        ? readAs(
            evaluateConversion(config, String(parsed.value), state.from, state.to),
            parsed.value,
          )
        : parsed.kind === "invalid"
          ? { status: "error", message: parsed.message }
          : { status: "idle", context: config.contextWithoutValue };
  const signed = config.inputRule.allowMinus;
  const toUnit = findUnit(config, state.to);
  const { precision, fractionStep } = preferences;
  const result = outcome.status === "result" ? outcome : null;
  const conversion = result && { ...result, from: state.from, to: state.to };
  // The unit is printed smaller than the number; the element's text stays the whole result.
  const texts =
    conversion && fromUnit && toUnit
      ? converterTexts(config, conversion, fromUnit, toUnit, precision)
      : null;
  const resultText = texts && texts["result-number"] + texts["result-unit"];
  const shown =
    conversion && resultText && toUnit ? { ...conversion, text: resultText, toUnit } : null;
  // Any change after hydration changes what the details show: their code is needed now.
  const hydrated = useRef(false);
  useEffect(() => {
    if (hydrated.current) requestDetails();
    hydrated.current = true;
  }, [state.valueText, state.from, state.to, precision, fractionStep]);
  const listNumberFormat = useCallback(
    (value: number, unit: UnitOption) =>
      numberPart(resultAtPrecision(config, value, unit, precision, true), unit.symbol),
    [config, precision],
  );
  // How the typed value was read, when it was not plain: never silent (see src/lib/input.ts).
  const hint = dropped
    ? droppedHint(dropped, result ? result.readText : state.valueText.trim(), config.measureName)
    : (expression?.note ?? result?.note ?? null);
  const recorder = useRecentConversionRecorder(config, state, result !== null);

  function edit(next: typeof state) {
    recorder.markEdited();
    setState(next);
  }

  function editValue(text: string) {
    // A text that may be an expression is kept as typed (useFieldExpression).
    if (holdsExpression(text, config.inputRule)) {
      setCapMessage(null);
      forgetDropped();
      edit({ ...state, valueText: text });
    } else applyRule(text);
  }

  /**
   * The spec's character rule: what it does not keep is dropped, and the hint says so. A text
   * already in the field that the rule would reject is replaced by what the rule keeps (`settled`).
   */
  function applyRule(text: string, settled?: string) {
    const decision = acceptInput(text, config.inputRule);
    noteEdit(state.valueText, decision);
    if (!decision.accepted) {
      setCapMessage(decision.message);
      if (settled !== undefined) edit({ ...state, valueText: settled });
      return;
    }
    setCapMessage(null);
    if (decision.value !== state.valueText) edit({ ...state, valueText: decision.value });
  }

  useEffect(() => {
    // A link's value that comes to no number of the measure falls back to the default, as any
    // invalid part of a link does (stateFromQuery).
    // A reader that could not load says so instead, keeping the link's value.
    const undecided =
      expression === pendingReading ||
      Object.values(readerUnavailable).some((failure) => failure === expression);
    if (stateFromLink && expression && !undecided && parsed?.kind !== "number")
      setState({ ...state, valueText: defaultState(config).valueText });
    // No expression of the measure after all ('12 kg' in a length field): the rule applies.
    else if (expression?.settled != null) applyRule(state.valueText, expression.settled);
  });

  function toggleSign() {
    editValue(state.valueText.startsWith("-") ? state.valueText.slice(1) : `-${state.valueText}`);
  }

  return (
    <div
      ref={rootRef}
      onPointerDown={requestDetails}
      onFocus={requestDetails}
      onKeyDown={requestDetails}
    >
      <section
        aria-label={`${config.measureName.charAt(0).toUpperCase()}${config.measureName.slice(1)} converter`}
        className="island-card"
      >
        {/* Two lines are kept for the cap message or the reading hint, so neither moves the result. */}
        <LabelledField
          id={idOf("value")}
          label="Value"
          error={capMessage}
          hint={hint}
          className=""
          messageClassName="min-h-9 pt-1"
        >
          {(description) => (
            <div className="flex gap-2">
              <input
                id={idOf("value")}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                value={state.valueText}
                onChange={(event) => editValue(event.target.value)}
                {...earlyField("value")}
                {...description}
                className={`value-box tabular-nums ${capMessage ? "border-danger" : "border-line"}`}
              />
              {signed && (
                <button
                  type="button"
                  onClick={toggleSign}
                  aria-label="Toggle minus sign"
                  className="sign-button"
                >
                  ±
                </button>
              )}
            </div>
          )}
        </LabelledField>

        <UnitPairRow
          idPrefix={idOf("")}
          earlyPrefix=""
          pair={state}
          units={config.units}
          onChange={edit}
          className=""
        />

        {/* The box keeps one height whatever the units (issue 26): room for the read value, the
            result, a fraction line where some unit has one, and a formula of two lines on phones. */}
        <ResultBox
          className={`mt-4 items-center ${hasFractionLine ? "min-h-39 sm:min-h-35" : "min-h-31 sm:min-h-28"}`}
          lead={
            texts && (
              <p
                className="text-sm text-muted"
                {...earlySlot("from-line" satisfies ConverterTextName)}
              >
                {texts["from-line"]} =
              </p>
            )
          }
          answerClassName="result-number"
          answerProps={{
            style: { "--chars": resultText?.length } as CSSProperties,
            ...earlySlot("result-number" satisfies ConverterTextName),
          }}
          answer={
            texts && (
              <>
                {texts["result-number"]}
                <span
                  className="result-unit"
                  {...earlySlot("result-unit" satisfies ConverterTextName)}
                >
                  {texts["result-unit"]}
                </span>
              </>
            )
          }
          error={outcome.status === "error" ? outcome.message : null}
          idle={outcome.status === "idle" ? "Enter a value to convert." : null}
          copyText={resultText}
        >
          {shown && (
            <Suspense fallback={null}>
              <details.ResultNotes
                config={config}
                shown={shown}
                precision={precision}
                fractionStep={fractionStep}
                onAutoPrecision={() => choosePreferences({ precision: "auto" })}
              />
            </Suspense>
          )}
        </ResultBox>

        <button
          type="button"
          aria-expanded={showDisplay}
          aria-controls={showDisplay ? idOf("display") : undefined}
          onClick={() => setShowDisplay(!showDisplay)}
          className="display-button"
        >
          Display: {precisionLabel(precision)}
          <ChevronDownIcon size={16} className={showDisplay ? "rotate-180" : ""} />
        </button>
        {showDisplay && (
          <div id={idOf("display")} className="mt-1">
            <Suspense fallback={null}>
              <DisplayOptions
                idPrefix={id}
                config={config}
                to={state.to}
                precision={precision}
                fractionStep={fractionStep}
                onChoose={choosePreferences}
              />
            </Suspense>
          </div>
        )}

        {(result ? config.hasContext : outcome.status === "idle" && outcome.context) && (
          <Suspense fallback={null}>
            <details.ContextLine
              config={config}
              loadContext={loadContext}
              serverContext={serverContext}
              conversion={conversion}
            />
          </Suspense>
        )}
      </section>

      <div className="mt-3 flex flex-wrap gap-2">
        {result && (
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls={idOf("list")}
            onClick={() => setShowAll(!showAll)}
            className="button-outline"
          >
            {showAll ? "Hide All Conversions" : "Show All Conversions"}
            <ChevronDownIcon
              size={18}
              className={`transition-transform ${showAll ? "rotate-180" : ""}`}
            />
          </button>
        )}
        <button
          type="button"
          aria-expanded={showList}
          aria-controls={showList ? idOf("list-panel") : undefined}
          onClick={() => setShowList(!showList)}
          className="button-outline"
        >
          Convert a list
        </button>
      </div>
      <div id={idOf("list")} hidden={!showAll}>
        {result && showAll && (
          <Suspense fallback={null}>
            <AllConversions
              config={config}
              value={result.value}
              from={state.from}
              precision={precision}
            />
          </Suspense>
        )}
      </div>
      {showList && (
        <div id={idOf("list-panel")} className="card mt-3 p-4">
          <Suspense
            fallback={<p className="mt-3 text-sm text-muted">Loading the list converter…</p>}
          >
            <ListPanel
              config={config}
              from={state.from}
              to={state.to}
              formatNumber={listNumberFormat}
            />
          </Suspense>
        </div>
      )}
      <RecentConversionsLoader show={recorder.recorded} className="mt-6" />
    </div>
  );
}
