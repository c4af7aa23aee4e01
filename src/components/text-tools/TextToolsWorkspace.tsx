import { useStore } from "@nanostores/react";
import { Eraser } from "lucide";
import { makeIcon } from "../ui/icons";
import { CopyButton } from "../ui/CopyButton";
import { Tabs, tabId, tabPanelId, type TabItem } from "../calculators/Tabs";
import { formatTrimmed } from "../../lib/number-format";
import {
  toolNamesFor,
  type CaseStyle,
  type TextAnalysis,
  type TextView,
  type ToolName,
  type ToolOutput,
  type TransformId,
} from "../../lib/text-tools/catalog";
import {
  $textTools,
  clearText,
  largeTextLength,
  setActiveTab,
  setText,
} from "../../stores/text-tools";
import { statisticRows } from "./statistic-rows";
import {
  outputPreviewLimit,
  textOutputTexts,
  type TextOutputTextName,
  type TextOutputTexts,
} from "../../lib/text-tools/output-preview";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyField, earlySlot, earlyStale } from "../ui/early-answer-props";
import { LabelledField } from "../ui/LabelledField";

const EraserIcon = makeIcon(Eraser);

const tabs: readonly TabItem<TextView>[] = [
  { id: "case", label: "Case Conversion" },
  { id: "transform", label: "Text Transform" },
  { id: "stats", label: "Text Analysis" },
];

const idPrefix = "text-tools";

const count = (value: number) => formatTrimmed(value, 0, true);

interface OutputCardProps {
  tool: ToolName<CaseStyle | TransformId>;
  output: ToolOutput | undefined;
  /** What the outputs' text areas show. */
  texts: TextOutputTexts;
  pending: boolean;
}

function OutputCard({ tool, output, texts, pending }: OutputCardProps) {
  const text = output?.output ?? "";
  const slot = `output-${tool.id}` satisfies TextOutputTextName;
  const headingId = `text-output-${tool.id}-heading`;
  const truncated = text.length > outputPreviewLimit;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`output-${tool.id}`}
      className="flex min-w-0 flex-col rounded-xl border border-line bg-card p-3"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {tool.label}
        </h2>
        <CopyButton text={text} label={`Copy ${tool.label}`} disabled={text === "" || pending} />
      </div>
      <textarea
        readOnly
        rows={3}
        aria-labelledby={headingId}
        value={texts[slot] ?? ""}
        placeholder={pending ? "Updating…" : "The result appears here."}
        {...earlySlot(slot)}
        className="min-h-20 w-full min-w-0 resize-y rounded-lg border border-line bg-subtle px-3 py-2 font-mono text-sm text-ink placeholder:text-muted"
      />
      {truncated && (
        <p className="mt-1 text-xs text-muted">
          Showing the first {count(outputPreviewLimit)} of {count(text.length)} characters; Copy
          copies all of it.
        </p>
      )}
    </section>
  );
}

function AnalysisPanel({ analysis }: { analysis: TextAnalysis | null }) {
  if (analysis === null) return <p className="text-muted">Updating…</p>;
  const figures = [
    ...statisticRows(analysis.statistics),
    { key: "unique", label: "Unique words", value: count(analysis.uniqueWords) },
    {
      key: "word-length",
      label: "Average word length",
      value: `${formatTrimmed(analysis.averageWordLength, 1)} characters`,
    },
    {
      key: "sentence-length",
      label: "Average sentence length",
      value: `${formatTrimmed(analysis.averageSentenceLength, 1)} words`,
    },
  ];
  return (
    <div className="space-y-5">
      <dl className="grid gap-2 sm:grid-cols-2">
        {figures.map((figure) => (
          <div
            key={figure.key}
            data-testid={`analysis-${figure.key}`}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-subtle px-3 py-2"
          >
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h2 className="mb-2 font-semibold">Most frequent words</h2>
        {analysis.topWords.length === 0 ? (
          <p className="text-sm text-muted">Type or paste some text to see its most used words.</p>
        ) : (
          <ol data-testid="top-words" className="space-y-1">
            {analysis.topWords.map(({ word, count: uses }) => (
              <li
                key={word}
                className="flex justify-between gap-3 rounded-lg border border-line px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 truncate font-mono">{word}</span>
                <span className="tabular-nums text-muted">{count(uses)}×</span>
              </li>
            ))}
          </ol>
        )}
        {analysis.longestWord !== "" && (
          <p className="mt-3 text-sm break-all text-muted">
            Longest word: <span className="font-mono text-ink">{analysis.longestWord}</span>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The text tools: the text area with live counts and Clear Text, and the Case Conversion, Text
 * Transform and Text Analysis tabs. Results come from the shared store, which has workers compute
 * the statistics and only the visible tab's outputs.
 */
export default function TextToolsWorkspace() {
  const rootRef = useEarlyInput<HTMLElement>();
  const state = useStore($textTools, { ssr: "initial" });
  const upToDate = state.resultsView === state.activeTab;
  const tools = toolNamesFor(state.activeTab);
  const outputTexts = textOutputTexts(upToDate ? state.outputs : []);
  // Small texts update within a few milliseconds; only large ones say they are updating.
  const showUpdating = state.statisticsPending && state.text.length >= largeTextLength;

  return (
    <section ref={rootRef} aria-label="Text tools" className="island-card">
      <LabelledField id="text-tools-input" label="Text" className="">
        {() => (
          <textarea
            id="text-tools-input"
            rows={10}
            value={state.text}
            onChange={(event) => setText(event.target.value)}
            {...earlyField("text")}
            placeholder="Type or paste your text here…"
            spellCheck={state.text.length < 100_000}
            aria-describedby="text-tools-counts"
            // Four lines on a phone, so the first result is in view; ten from the sm width up.
            className="block h-28 w-full min-w-0 resize-y rounded-xl border border-line bg-card p-3 text-ink placeholder:text-muted focus-ring sm:h-auto sm:min-h-56"
          />
        )}
      </LabelledField>
      {state.unavailable && (
        <p role="alert" className="mt-2 error-box">
          This browser cannot run the text tools (Web Workers are unavailable).
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p
          id="text-tools-counts"
          data-testid="live-counts"
          className="text-sm text-muted tabular-nums"
          {...earlyStale}
        >
          {count(state.statistics.characters)} characters · {count(state.statistics.words)} words ·{" "}
          {count(state.statistics.lines)} lines
          {showUpdating && <span className="ml-2">(updating…)</span>}
        </p>
        <button
          type="button"
          onClick={clearText}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-card px-4 font-semibold text-ink hover:bg-subtle focus-ring"
        >
          <EraserIcon size={18} />
          Clear Text
        </button>
      </div>

      <div className="mt-4 sm:mt-5">
        <Tabs
          idPrefix={idPrefix}
          label="Text tools"
          tabs={tabs}
          selected={state.activeTab}
          onSelect={setActiveTab}
        />
        <div
          role="tabpanel"
          id={tabPanelId(idPrefix, state.activeTab)}
          aria-labelledby={tabId(idPrefix, state.activeTab)}
          aria-busy={!upToDate || state.outputsPending}
          tabIndex={0}
          className="mt-4 rounded-xl focus-ring"
        >
          {state.activeTab === "stats" ? (
            <AnalysisPanel analysis={upToDate ? state.analysis : null} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {tools.map((tool) => (
                <OutputCard
                  key={tool.id}
                  tool={tool}
                  output={upToDate ? state.outputs.find((item) => item.id === tool.id) : undefined}
                  texts={outputTexts}
                  pending={!upToDate || state.outputsPending}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The sticky Quick Stats card, reading the same store as the text area. A second island in this
 * module so the two share one chunk.
 */
export function QuickStats() {
  // Ends the early answer's hold on this card (src/early-answers/text-tools.ts) once it hydrates.
  const rootRef = useEarlyInput<HTMLElement>();
  const { statistics, statisticsPending } = useStore($textTools, {
    keys: ["statistics", "statisticsPending"],
    ssr: "initial",
  });
  return (
    <section
      ref={rootRef}
      aria-labelledby="quick-stats-heading"
      aria-busy={statisticsPending}
      className="card p-5 shadow-sm lg:sticky lg:top-20"
    >
      <h2 id="quick-stats-heading" className="mb-3 text-lg font-semibold">
        Quick Stats
      </h2>
      <dl className="divide-y divide-line">
        {statisticRows(statistics).map((row) => (
          <div
            key={row.key}
            data-testid={`stat-${row.key}`}
            className="flex items-baseline justify-between gap-3 py-2"
          >
            <dt className="text-sm text-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums" {...earlyStale}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
