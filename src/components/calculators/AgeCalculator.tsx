import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { ageMessage, calculateAge, type AgeOutcome } from "../../lib/age/age";
import { localToday } from "../../lib/age/local-date";
import { defaultBirthDate, readAgeAddress } from "../../lib/age/address";
import {
  ageBreakdownTextNames,
  ageBreakdownTexts,
  type AgeBreakdownTexts,
} from "../../lib/age/breakdown";
import { ageRecalculationMs } from "../../lib/timings";
import { LoaderCircle } from "lucide";
import { makeIcon } from "../ui/icons";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyAnswerOnly, earlyField, earlyPlaceholder, earlySlot } from "../ui/early-answer-props";
import { LabelledField } from "../ui/LabelledField";

const SpinnerIcon = makeIcon(LoaderCircle);

const cardClass = "card p-5 shadow-sm";
const inputClass = "input-box border-line px-3";

/** Today's date in the visitor's zone; null on the server so the HTML never carries a date. */
const noSubscription = () => () => {};
const todayInVisitorZone = () => localToday(new Date());
const noDateOnServer = () => null;

function useToday(): string | null {
  return useSyncExternalStore(noSubscription, todayInVisitorZone, noDateOnServer);
}

/** The page address's query, as useShareableState reads it: "" on the server and at hydration. */
const browserSearch = () => window.location.search;
const serverSearch = () => "";

function Stat({
  texts,
  name,
  testId,
}: {
  texts: AgeBreakdownTexts;
  name: "years" | "months" | "days";
  testId: string;
}) {
  // The term comes first (HTML wants dt before dd); the column shows the number above it.
  return (
    <div className="flex flex-col-reverse rounded-xl bg-subtle p-3 text-center">
      <dt className="text-sm text-muted" {...earlySlot(`${name}-label`)}>
        {texts[`${name}-label`]}
      </dt>
      <dd
        data-testid={testId}
        className="text-2xl font-bold tabular-nums sm:text-3xl"
        {...earlySlot(name)}
      >
        {texts[name]}
      </dd>
    </div>
  );
}

const totals = ["total-days", "total-hours", "total-minutes", "total-seconds"] as const;

/** The years, months and days and the totals; every text is a slot of the page's early answer. */
function Breakdown({ texts }: { texts: AgeBreakdownTexts }) {
  return (
    <>
      <p className="sr-only" {...earlySlot("summary")}>
        {texts.summary}
      </p>
      <dl className="grid grid-cols-3 gap-3" aria-hidden="true">
        <Stat texts={texts} name="years" testId="age-years" />
        <Stat texts={texts} name="months" testId="age-months" />
        <Stat texts={texts} name="days" testId="age-days" />
      </dl>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        {totals.map((name) => (
          <div
            key={name}
            className="flex items-baseline justify-between gap-3 rounded-lg border border-line px-3 py-2"
          >
            <dt className="text-muted" {...earlySlot(`${name}-label`)}>
              {texts[`${name}-label`]}
            </dt>
            <dd data-testid={name} className="font-semibold tabular-nums" {...earlySlot(name)}>
              {texts[name]}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The breakdown and milestones as the server renders them beside "Loading...", for the page's
 * early answer to fill (src/early-answers/age.ts): every text a space, so the placeholder is the
 * only text until then.
 */
const unansweredBreakdown = Object.fromEntries(
  ageBreakdownTextNames.map((name) => [name, " "]),
) as AgeBreakdownTexts;

/** The milestone cards: each title, and its figure and line as slots of the early answer. */
const milestoneCards = [
  { id: "next-birthday", title: "Next birthday" },
  { id: "heartbeats", title: "Heartbeats" },
  { id: "breaths", title: "Breaths" },
  { id: "sleep", title: "Time asleep" },
  { id: "century", title: "Years to a century" },
] as const;

function Milestones({ texts }: { texts: AgeBreakdownTexts }) {
  return (
    <section aria-labelledby="age-milestones-heading">
      <h2 id="age-milestones-heading" className="mb-3 text-lg font-semibold">
        Milestones
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {milestoneCards.map((card) => (
          <li key={card.id} data-testid={`milestone-${card.id}`} className={cardClass}>
            <h3 className="text-sm font-medium text-muted">{card.title}</h3>
            <p className="mt-1 text-xl font-bold tabular-nums" {...earlySlot(card.id)}>
              {texts[card.id]}
            </p>
            <p className="mt-1 text-sm" {...earlySlot(`${card.id}-detail`)}>
              {texts[`${card.id}-detail`]}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutcomeMessage({ outcome }: { outcome: Exclude<AgeOutcome, { kind: "result" }> }) {
  if (outcome.kind === "missing") {
    return <p className="text-muted">Enter both dates to see your age.</p>;
  }
  return (
    <p role="alert" className="font-medium text-danger">
      {ageMessage(outcome.kind)}
    </p>
  );
}

/** The age calculator: two dates, their breakdown and milestones; a change shows after a short pause. */
export default function AgeCalculator() {
  // Until the dates typed before hydration are replayed, the page's early answer showed each.
  const [takenOver, setTakenOver] = useState(false);
  const rootRef = useEarlyInput<HTMLDivElement>(() => setTakenOver(true));
  const today = useToday();
  // The dates in the page's address, from hydration on (the server's HTML keeps the defaults).
  const search = useSyncExternalStore(noSubscription, browserSearch, serverSearch);
  const address = today === null ? {} : readAgeAddress(search, today);
  const [editedBirth, setBirthDate] = useState<string | null>(null);
  const birthDate = editedBirth ?? address.birth ?? defaultBirthDate;
  const [editedAsOf, setEditedAsOf] = useState<string | null>(null);
  const asOfDate = editedAsOf ?? address.asOf ?? today ?? "";
  const ready = today !== null;
  const key = `${birthDate}|${asOfDate}`;
  const [shownKey, setShownKey] = useState<string | null>(null);
  // The dates the island starts with, and those typed before it hydrated, are shown at once: the
  // page's early answer already shows their breakdown, which a spinner would hide for its pause.
  // (Hydrating then draws no class the page lacks, so needs nothing from the site stylesheet.)
  if (ready && !takenOver && shownKey !== key) setShownKey(key);

  useEffect(() => {
    if (!ready || shownKey === key) return undefined;
    const timer = setTimeout(() => setShownKey(key), ageRecalculationMs);
    return () => clearTimeout(timer);
  }, [ready, key, shownKey]);

  const pending = !ready || shownKey !== key;
  // A change is computed at once, but shown only after the spinner's pause. While the spinner
  // shows, the breakdown and milestones keep their place, invisible, so nothing below them moves.
  const outcome = useMemo(
    () => (ready ? calculateAge(birthDate, asOfDate) : null),
    [ready, birthDate, asOfDate],
  );
  const texts = useMemo(
    () => (outcome?.kind === "result" ? ageBreakdownTexts(outcome.result) : null),
    [outcome],
  );

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="age-dates-heading" className={cardClass}>
        {/* The button comes with hydration (only the island knows today), beside the heading and
            no taller than it, so nothing moves; the server renders it hidden, so its styles are
            inline too. */}
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="age-dates-heading" className="text-lg font-semibold">
            Your dates
          </h2>
          <button
            type="button"
            hidden={today === null || asOfDate === today}
            onClick={() => setEditedAsOf(today)}
            className="-my-2 min-h-11 rounded-lg border border-line px-3 text-sm font-semibold hover:border-brand hover:text-brand"
          >
            Use today&apos;s date
          </button>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledField id="age-birth-date" label="Date of birth">
            {() => (
              <input
                id="age-birth-date"
                type="date"
                value={birthDate}
                {...earlyField("birth-date")}
                max={asOfDate === "" ? undefined : asOfDate}
                onChange={(event) => setBirthDate(event.target.value)}
                className={inputClass}
              />
            )}
          </LabelledField>
          <LabelledField id="age-as-of-date" label="Age as of">
            {() => (
              <input
                id="age-as-of-date"
                type="date"
                value={asOfDate}
                {...earlyField("as-of-date")}
                onChange={(event) => setEditedAsOf(event.target.value)}
                className={inputClass}
              />
            )}
          </LabelledField>
        </div>
      </section>

      <section aria-labelledby="age-result-heading" className={cardClass}>
        <h2 id="age-result-heading" className="mb-4 text-lg font-semibold">
          Your age
        </h2>
        <div data-testid="result" aria-live="polite" aria-busy={pending} className="relative">
          {!ready ? (
            <>
              <p className="text-muted" {...earlyPlaceholder}>
                Loading...
              </p>
              <div {...earlyAnswerOnly}>
                <Breakdown texts={unansweredBreakdown} />
              </div>
            </>
          ) : (
            <>
              {pending && (
                <p
                  role="status"
                  className={`flex items-center gap-2 text-muted ${texts ? "absolute inset-x-0 top-0" : ""}`}
                >
                  <SpinnerIcon size={20} className="shrink-0 animate-spin" />
                  Calculating…
                </p>
              )}
              {texts ? (
                <div className={pending ? "invisible" : undefined}>
                  <Breakdown texts={texts} />
                </div>
              ) : outcome && !pending && outcome.kind !== "result" ? (
                <OutcomeMessage outcome={outcome} />
              ) : null}
            </>
          )}
        </div>
      </section>

      {!ready ? (
        <div {...earlyAnswerOnly}>
          <Milestones texts={unansweredBreakdown} />
        </div>
      ) : (
        texts && (
          <div className={pending ? "invisible" : undefined}>
            <Milestones texts={texts} />
          </div>
        )
      )}
    </div>
  );
}
