import { Suspense, useState, type ReactNode } from "react";
import { LabelledSelect, type SelectOption } from "../ui/LabelledSelect";
import { UnitPairRow } from "../ui/UnitPairRow";
import { Tabs, tabId, tabPanelId, type TabItem } from "../calculators/Tabs";
import {
  cookingResultText,
  convertCookingTemperature,
  convertCookingVolume,
  convertCookingWeight,
  cookingDefaults,
  cookingTemperatureUnits,
  cookingVolumeUnits,
  cookingWeightUnits,
  scaleRecipe,
  cookingFieldUnit,
  scalingUnits,
  type CookingOutcome,
  type CookingTemperatureUnit,
  type CookingVolumeUnit,
  type CookingWeightUnit,
  type ScalingOutcome,
  type ScalingUnit,
} from "../../lib/cooking/cooking";
import {
  cookingTexts,
  scalingTexts,
  type CookingTextName,
  type CookingTexts,
} from "../../lib/cooking/texts";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlySlot } from "../ui/early-answer-props";
import { NumberInput, ReadingHints } from "./kitchen-fields";
import { useFieldReading } from "../judged-fields/useFieldReading";
import { ResultBox } from "../ui/ResultBox";
import { lazyPart, NothingLoaded } from "../ui/lazy-part";
import { isKitchenUnit } from "../../lib/measures/volume/kitchen-units";

/** The measuring-set line, loaded once a result is in a kitchen unit (none if it fails to load). */
const KitchenLine = lazyPart(
  () => import("./KitchenLine").then((module) => module.default),
  NothingLoaded,
);

type CookingTab = "volume" | "weight" | "temperature" | "scaling";

const tabs: readonly TabItem<CookingTab>[] = [
  { id: "volume", label: "Volume" },
  { id: "weight", label: "Weight" },
  { id: "temperature", label: "Temperature" },
  { id: "scaling", label: "Recipe Scaling" },
];

const idPrefix = "cooking";

/** A result in cups, tablespoons or teaspoons as a measuring set measures it, when it adds something. */
function kitchenFraction(outcome: CookingOutcome | ScalingOutcome, unitKey: string) {
  if (outcome.status !== "result" || !isKitchenUnit(unitKey)) return null;
  return (
    <Suspense fallback={null}>
      <KitchenLine
        value={outcome.value}
        unitKey={unitKey}
        shownResult={cookingResultText(outcome)}
      />
    </Suspense>
  );
}

function CookingResult({
  outcome,
  texts,
  idleText,
  fraction,
  hints,
}: {
  outcome: CookingOutcome | ScalingOutcome;
  texts: CookingTexts;
  idleText: string;
  fraction: ReactNode;
  hints: ReactNode;
}) {
  return (
    <ResultBox
      className="mt-3 min-h-24 sm:mt-4"
      lead={
        outcome.status === "result" && (
          <p className="text-sm text-muted" {...earlySlot("context" satisfies CookingTextName)}>
            {texts.context}
          </p>
        )
      }
      answer={texts.result}
      answerClassName="result-text empty:hidden"
      answerProps={earlySlot("result" satisfies CookingTextName)}
      error={outcome.status === "error" ? outcome.message : null}
      idle={outcome.status === "idle" ? idleText : null}
    >
      {fraction}
      {hints}
    </ResultBox>
  );
}

interface PairState<Key extends string> {
  amount: string;
  from: Key;
  to: Key;
}

interface ConversionPanelProps<Key extends string> {
  id: CookingTab;
  state: PairState<Key>;
  units: readonly (SelectOption<Key> & { symbol: string })[];
  convert: (amount: string, from: Key, to: Key) => CookingOutcome;
  onChange: (state: PairState<Key>) => void;
}

function ConversionPanel<Key extends string>({
  id,
  state,
  units,
  convert,
  onChange,
}: ConversionPanelProps<Key>) {
  const amount = useFieldReading(state.amount, cookingFieldUnit(state.from));
  const outcome = convert(amount.text, state.from, state.to);
  const fromSymbol = units.find((unit) => unit.key === state.from)?.symbol ?? state.from;
  return (
    <div>
      <NumberInput
        id={`cooking-${id}-amount`}
        earlyName={`${id}-amount`}
        label="Amount"
        value={state.amount}
        note={amount.note}
        onChange={(typed) => onChange({ ...state, amount: typed })}
      />
      <UnitPairRow
        idPrefix={`cooking-${id}-`}
        earlyPrefix={`${id}-`}
        pair={state}
        units={units}
        onChange={onChange}
        className="mt-2 sm:mt-3"
      />
      <CookingResult
        outcome={outcome}
        texts={cookingTexts(amount.text, fromSymbol, outcome)}
        idleText="Enter an amount to convert."
        fraction={kitchenFraction(outcome, state.to)}
        hints={
          <ReadingHints
            fields={[{ id: `cooking-${id}-amount`, text: state.amount, note: amount.note }]}
          />
        }
      />
    </div>
  );
}

interface ScalingState {
  originalServings: string;
  desiredServings: string;
  amount: string;
  unit: ScalingUnit;
}

function ScalingPanel({
  state,
  onChange,
}: {
  state: ScalingState;
  onChange: (state: ScalingState) => void;
}) {
  const original = useFieldReading(state.originalServings, null);
  const desired = useFieldReading(state.desiredServings, null);
  const amount = useFieldReading(state.amount, cookingFieldUnit(state.unit));
  const outcome = scaleRecipe(original.text, desired.text, amount.text, state.unit);
  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberInput
          id="cooking-original-servings"
          earlyName="original-servings"
          label="Original servings"
          value={state.originalServings}
          note={original.note}
          onChange={(originalServings) => onChange({ ...state, originalServings })}
        />
        <NumberInput
          id="cooking-desired-servings"
          earlyName="desired-servings"
          label="Desired servings"
          value={state.desiredServings}
          note={desired.note}
          onChange={(desiredServings) => onChange({ ...state, desiredServings })}
        />
        <NumberInput
          id="cooking-ingredient-amount"
          earlyName="scaling-amount"
          label="Ingredient amount"
          value={state.amount}
          note={amount.note}
          onChange={(typed) => onChange({ ...state, amount: typed })}
        />
        <LabelledSelect
          id="cooking-scaling-unit"
          earlyName="scaling-unit"
          label="Unit"
          value={state.unit}
          options={scalingUnits}
          onChange={(unit) => onChange({ ...state, unit })}
        />
      </div>
      <CookingResult
        outcome={outcome}
        texts={scalingTexts(original.text, desired.text, amount.text, outcome)}
        idleText="Fill in the servings and the ingredient amount to scale."
        fraction={kitchenFraction(outcome, state.unit)}
        hints={
          <ReadingHints
            fields={[
              {
                id: "cooking-original-servings",
                label: "Original servings",
                text: state.originalServings,
                note: original.note,
              },
              {
                id: "cooking-desired-servings",
                label: "Desired servings",
                text: state.desiredServings,
                note: desired.note,
              },
              {
                id: "cooking-ingredient-amount",
                label: "Ingredient amount",
                text: state.amount,
                note: amount.note,
              },
            ]}
          />
        }
      />
    </div>
  );
}

/** The cooking converter: volume, weight, oven temperature and recipe scaling tabs. */
export default function CookingConverter() {
  const rootRef = useEarlyInput<HTMLElement>();
  const [active, setActive] = useState<CookingTab>("volume");
  const [volume, setVolume] = useState<PairState<CookingVolumeUnit>>(cookingDefaults.volume);
  const [weight, setWeight] = useState<PairState<CookingWeightUnit>>(cookingDefaults.weight);
  const [temperature, setTemperature] = useState<PairState<CookingTemperatureUnit>>(
    cookingDefaults.temperature,
  );
  const [scaling, setScaling] = useState<ScalingState>(cookingDefaults.scaling);

  return (
    <section ref={rootRef} aria-label="Cooking converter" className="island-card">
      <Tabs
        idPrefix={idPrefix}
        label="Cooking conversions"
        tabs={tabs}
        selected={active}
        onSelect={setActive}
      />
      <div
        role="tabpanel"
        id={tabPanelId(idPrefix, active)}
        aria-labelledby={tabId(idPrefix, active)}
        tabIndex={0}
        className="mt-3 rounded-xl focus-ring sm:mt-4"
      >
        {active === "volume" && (
          <ConversionPanel
            id="volume"
            state={volume}
            units={cookingVolumeUnits}
            convert={convertCookingVolume}
            onChange={setVolume}
          />
        )}
        {active === "weight" && (
          <ConversionPanel
            id="weight"
            state={weight}
            units={cookingWeightUnits}
            convert={convertCookingWeight}
            onChange={setWeight}
          />
        )}
        {active === "temperature" && (
          <ConversionPanel
            id="temperature"
            state={temperature}
            units={cookingTemperatureUnits}
            convert={convertCookingTemperature}
            onChange={setTemperature}
          />
        )}
        {active === "scaling" && <ScalingPanel state={scaling} onChange={setScaling} />}
      </div>
    </section>
  );
}
