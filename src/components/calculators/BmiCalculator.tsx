import { useState, useSyncExternalStore } from "react";
import {
  bmiCategories,
  bmiScale,
  bmiScalePercent,
  readImperialBmi,
  readMetricBmi,
  type BmiReading,
  type BmiResult,
} from "../../lib/bmi/bmi";
import { bmiTexts, type BmiTextName, type BmiTexts } from "../../lib/bmi/texts";
import { bmiFieldRules } from "../../lib/bmi/input-rules";
import { bmiFieldUnits } from "../../lib/bmi/field-units";
import { bmiFieldDefaults, readBmiAddress, type BmiFieldName } from "../../lib/bmi/address";
import { NumberField } from "./NumberField";
import { ResultBox } from "../ui/ResultBox";
import { Tabs, tabId, tabPanelId } from "./Tabs";
import { useReadingField } from "./useReadingField";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlySlot, earlyStale } from "../ui/early-answer-props";

type BmiMode = "metric" | "imperial";

const modes = [
  { id: "metric", label: "Metric" },
  { id: "imperial", label: "Imperial" },
] as const;

/** The page address's query, as useShareableState reads it: "" on the server and at hydration. */
const noSubscription = () => () => {};
const browserSearch = () => window.location.search;
const serverSearch = () => "";

/** The coloured band from 15 to 40 kg/m² with a marker at the current BMI. */
function BmiScaleBar({ result, texts }: { result: BmiResult | null; texts: BmiTexts }) {
  const span = bmiScale.max - bmiScale.min;
  const ticks = [
    bmiScale.min,
    ...bmiCategories.slice(1).map((category) => category.min),
    bmiScale.max,
  ];
  const markerPercent = result ? bmiScalePercent(result.value) : null;
  return (
    <div className="mt-10">
      <div className="relative" role="img" aria-labelledby="bmi-scale-label">
        {/* The name as a text, so the early answer can rewrite it (an attribute it cannot). */}
        <span id="bmi-scale-label" hidden {...earlySlot("scale-label" satisfies BmiTextName)}>
          {texts["scale-label"]}
        </span>
        <svg
          viewBox="0 0 100 12"
          preserveAspectRatio="none"
          className="block h-4 w-full overflow-visible"
          aria-hidden="true"
        >
          {bmiCategories.map((category) => {
            const start = Math.max(category.min, bmiScale.min);
            const end = Math.min(category.max, bmiScale.max);
            return (
              <rect
                key={category.label}
                x={((start - bmiScale.min) / span) * 100}
                y={0}
                width={((end - start) / span) * 100}
                height={12}
                fill={category.color}
              />
            );
          })}
          {markerPercent !== null && (
            <rect
              x={Math.min(99, Math.max(0, markerPercent - 0.5))}
              y={-3}
              width={1}
              height={18}
              className="fill-ink"
              {...earlyStale}
            />
          )}
        </svg>
        {markerPercent !== null && (
          <span
            data-testid="bmi-marker"
            className="absolute -top-7 -translate-x-1/2 rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-page"
            style={{ left: `${markerPercent}%` }}
            aria-hidden="true"
            {...earlyStale}
          >
            {texts.bmi}
          </span>
        )}
      </div>
      <div className="relative mt-1 h-5 text-xs text-muted" aria-hidden="true">
        {ticks.map((tick, index) => (
          <span
            key={tick}
            className={`absolute ${index === 0 ? "" : index === ticks.length - 1 ? "-translate-x-full" : "-translate-x-1/2"}`}
            style={{ left: `${((tick - bmiScale.min) / span) * 100}%` }}
          >
            {tick}
          </span>
        ))}
      </div>
    </div>
  );
}

/** A BMI field: its default, its rule, and what people write in it read in its unit ('5'9"' in Feet is 5.75). */
function useBmiField(name: BmiFieldName) {
  return useReadingField(bmiFieldDefaults[name], bmiFieldRules[name], bmiFieldUnits[name]);
}

/** The BMI page's calculator: metric and imperial tabs, the result, the scale and health insights. */
export default function BmiCalculator() {
  const rootRef = useEarlyInput<HTMLDivElement>();
  const [mode, setMode] = useState<BmiMode>("metric");
  const heightCm = useBmiField("heightCm");
  const weightKg = useBmiField("weightKg");
  const heightFeet = useBmiField("heightFeet");
  const heightInches = useBmiField("heightInches");
  const weightLb = useBmiField("weightLb");

  // Right after hydration, the values in the page's address, once (the server's HTML and the
  // hydration keep the defaults; the early answer has already shown the address's answer).
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const [searchTaken, setSearchTaken] = useState("");
  if (search !== searchTaken) {
    setSearchTaken(search);
    const address = readBmiAddress(search);
    const fields = { heightCm, weightKg, heightFeet, heightInches, weightLb };
    for (const name of Object.keys(address.fields) as BmiFieldName[]) {
      fields[name].set(address.fields[name] ?? "");
    }
    if (address.imperial) setMode("imperial");
  }

  const activeFields =
    mode === "metric" ? [heightCm, weightKg] : [heightFeet, heightInches, weightLb];

  function selectMode(next: BmiMode) {
    if (next === mode) return;
    // The fields being left (the active ones) keep their values but drop their errors.
    for (const field of activeFields) field.clearError();
    setMode(next);
  }

  const hasError = activeFields.some((field) => field.error !== null);
  const reading =
    mode === "metric"
      ? readMetricBmi(heightCm.reading, weightKg.reading)
      : readImperialBmi(heightFeet.reading, heightInches.reading, weightLb.reading);
  // A field in error withholds the result, the range and the problem (the weight still counts).
  const shown: BmiReading = hasError
    ? { ...reading, result: null, range: null, problem: null }
    : reading;
  const { result, problem } = shown;
  const texts = bmiTexts(shown, mode);

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="bmi-input-heading" className="card p-5 shadow-sm">
        <h2 id="bmi-input-heading" className="mb-4 text-lg font-semibold">
          Your height and weight
        </h2>
        <Tabs idPrefix="bmi" label="Units" tabs={modes} selected={mode} onSelect={selectMode} />
        <div
          role="tabpanel"
          id={tabPanelId("bmi", mode)}
          aria-labelledby={tabId("bmi", mode)}
          className="mt-5 grid grid-cols-2 gap-4"
        >
          {mode === "metric" ? (
            <>
              <NumberField
                id="bmi-height-cm"
                earlyName="height-cm"
                label="Height (cm)"
                field={heightCm}
                placeholder="175"
              />
              <NumberField
                id="bmi-weight-kg"
                earlyName="weight-kg"
                label="Weight (kg)"
                field={weightKg}
                placeholder="70"
              />
            </>
          ) : (
            <>
              <div className="grid grid-cols-2 gap-3">
                <NumberField id="bmi-height-ft" label="Feet" field={heightFeet} placeholder="5" />
                <NumberField
                  id="bmi-height-in"
                  label="Inches"
                  field={heightInches}
                  placeholder="9"
                />
              </div>
              <NumberField
                id="bmi-weight-lb"
                label="Weight (lb)"
                field={weightLb}
                placeholder="154"
              />
            </>
          )}
        </div>
      </section>

      <section
        aria-labelledby="bmi-result-heading"
        className="early-neutral-border rounded-2xl border border-l-8 border-line bg-card p-5 shadow-sm"
        style={result ? { borderLeftColor: result.color } : undefined}
      >
        <h2 id="bmi-result-heading" className="text-lg font-semibold">
          Your BMI
        </h2>
        <ResultBox
          className="mt-2"
          answer={
            result && (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <p
                  className="text-5xl font-extrabold tracking-tight"
                  {...earlySlot("bmi" satisfies BmiTextName)}
                >
                  {texts.bmi}
                </p>
                <p>
                  <span
                    data-testid="bmi-category"
                    className="early-neutral-pill inline-block rounded-full px-3 py-1 text-sm font-bold text-white"
                    style={{ backgroundColor: result.color }}
                    {...earlySlot("category" satisfies BmiTextName)}
                  >
                    {texts.category}
                  </span>
                </p>
                <p
                  className="w-full text-sm text-ink"
                  {...earlySlot("description" satisfies BmiTextName)}
                >
                  {texts.description}
                </p>
              </div>
            )
          }
          answerClassName=""
          error={problem}
          idle={problem || result ? null : "Enter a height and weight above 0 to see your BMI."}
        />
        <BmiScaleBar result={result} texts={texts} />
      </section>

      <section aria-labelledby="bmi-insights-heading" className="card p-5 shadow-sm">
        <h2 id="bmi-insights-heading" className="text-lg font-semibold">
          Health insights
        </h2>
        {texts["healthy-range"] ? (
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="text-muted">Healthy weight for your height (BMI 18.5 – 24.9)</dt>
              <dd
                data-testid="healthy-range"
                className="mt-0.5 text-base font-semibold"
                {...earlySlot("healthy-range" satisfies BmiTextName)}
              >
                {texts["healthy-range"]}
              </dd>
            </div>
            {texts["weight-position"] && (
              <div>
                <dt className="text-muted">Where you are</dt>
                <dd className="mt-0.5" {...earlySlot("weight-position" satisfies BmiTextName)}>
                  {texts["weight-position"]}
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="mt-3 text-sm text-muted">
            Enter your height to see the healthy weight range for it.
          </p>
        )}
        <p className="mt-4 text-sm text-muted">
          BMI is a screening number, not a diagnosis. Waist size, activity, age and muscle mass
          matter too; a doctor can put your result in context.
        </p>
      </section>
    </div>
  );
}
