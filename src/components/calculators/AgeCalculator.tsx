import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import {
  ageMessage,
  calculateAge,
  formatLongDate,
  formatOrdinal,
  type AgeOutcome,
  type AgeResult,
} from "../../lib/age/age";
import { localToday } from "../../lib/age/local-date";
import { defaultBirthDate, readAgeAddress } from "../../lib/age/address";
import {
  ageBreakdownTextNames,
  ageBreakdownTexts,
  formatCountOf,
  formatWholeCount,
  type AgeBreakdownTexts,
} from "../../lib/age/breakdown";
import { formatTrimmed } from "../../lib/number-format";
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
 * The breakdown as the server renders it beside "Loading...", for the page's early answer to fill
 * (src/early-answers/age.ts): every text a space, so the placeholder is the only text until then.
 */
const unansweredBreakdown = Object.fromEntries(
  ageBreakdownTextNames.map((name) => [name, " "]),
) as AgeBreakdownTexts;

function Milestones({ result }: { result: AgeResult }) {
  const { milestones } = result;
  const sleepYears = milestones.sleepHours / 24 / 365.25;
  const cards = [
    {
      id: "next-birthday",
      title: "Next birthday",
      value: milestones.isBirthdayToday
        ? "Today!"
        : `${formatCountOf(milestones.daysToNextBirthday, "day")} to go`,
      detail: milestones.isBirthdayToday
        ? `Happy birthday! Your ${formatOrdinal(milestones.nextAge)} is ${formatCountOf(milestones.daysToNextBirthday, "day")} away.`
        : `You turn ${formatWholeCount(milestones.nextAge)} on ${formatLongDate(milestones.nextBirthday)}.`,
    },
    {
      id: "heartbeats",
      title: "Heartbeats",
      value: formatWholeCount(milestones.heartbeats),
      detail: "At an average of 70 beats per minute.",
    },
    {
      id: "breaths",
      title: "Breaths",
      value: formatWholeCount(milestones.breaths),
      detail: "At an average of 15 breaths per minute.",
    },
    {
      id: "sleep",
      title: "Time asleep",
      value: `${formatWholeCount(milestones.sleepHours)} hours`,
      detail: `About ${formatTrimmed(sleepYears, 1, true)} years, at 8 hours a night.`,
    },
    {
      id: "century",
      title: "Years to a century",
      value:
        milestones.yearsToCentury === 0
          ? "Reached"
          : formatCountOf(milestones.yearsToCentury, "year"),
      detail:
        milestones.yearsToCentury === 0
          ? "100 years or more. Remarkable!"
          : "Until your 100th birthday.",
    },
  ];
  return (
    <section aria-labelledby="age-milestones-heading">
      <h2 id="age-milestones-heading" className="mb-3 text-lg font-semibold">
        Milestones
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id} data-testid={`milestone-${card.id}`} className={cardClass}>
            <h3 className="text-sm font-medium text-muted">{card.title}</h3>
            <p className="mt-1 text-xl font-bold tabular-nums">{card.value}</p>
            <p className="mt-1 text-sm">{card.detail}</p>
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

/** The age calculator: two dates, a short pause, then the breakdown and milestones. */
export default function AgeCalculator() {
  const rootRef = useEarlyInput<HTMLDivElement>();
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

  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => setShownKey(key), ageRecalculationMs);
    return () => clearTimeout(timer);
  }, [ready, key]);

  const pending = !ready || shownKey !== key;
  // Computed at once, but shown only after the spinner's pause. While the spinner shows, the
  // breakdown and milestones keep their place, invisible, so nothing below them moves (at load the
  // page's early answer already shows this breakdown).
  const outcome = useMemo(
    () => (ready ? calculateAge(birthDate, asOfDate) : null),
    [ready, birthDate, asOfDate],
  );
  const result = outcome?.kind === "result" ? outcome.result : null;

  return (
    <div ref={rootRef} className="space-y-6">
      <section aria-labelledby="age-dates-heading" className={cardClass}>
        <h2 id="age-dates-heading" className="mb-4 text-lg font-semibold">
          Your dates
        </h2>
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
        {today !== null && asOfDate !== today && (
          <button
            type="button"
            onClick={() => setEditedAsOf(today)}
            className="mt-3 min-h-11 rounded-lg border border-line px-4 text-sm font-semibold hover:border-brand hover:text-brand"
          >
            Use today&apos;s date
          </button>
        )}
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
                  className={`flex items-center gap-2 text-muted ${result ? "absolute inset-x-0 top-0" : ""}`}
                >
                  <SpinnerIcon size={20} className="shrink-0 animate-spin" />
                  Calculating…
                </p>
              )}
              {result ? (
                <div className={pending ? "invisible" : undefined}>
                  <Breakdown texts={ageBreakdownTexts(result)} />
                </div>
              ) : outcome && !pending && outcome.kind !== "result" ? (
                <OutcomeMessage outcome={outcome} />
              ) : null}
            </>
          )}
        </div>
      </section>

      {result && (
        <div className={pending ? "invisible" : undefined}>
          <Milestones result={result} />
        </div>
      )}
    </div>
  );
}
