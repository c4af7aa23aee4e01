import { useState } from "react";
import { todayInTimeZone } from "../../lib/calendar-date";
import { clockTickMs } from "../../lib/timings";
import {
  cityClock,
  defaultFixedZone,
  fixedOffsetZones,
  isValidTimeZone,
  timeZoneChoices,
  worldClockCities,
  zonedWallTimeToInstant,
  type CityClock,
  type WorldClockZone,
  timezoneMessages,
} from "../../lib/timezone/timezone";
import {
  anyZoneTexts,
  clockLoading,
  fixedZoneTexts,
  localClockTexts,
  type TimezoneTextName,
} from "../../lib/timezone/texts";
import { useLocalTimeZone, useNow, useSupportedTimeZones } from "./clientValues";
import { useEarlyInput } from "../ui/useEarlyInput";
import { earlyAnswerOnly, earlyField, earlyPlaceholder, earlySlot } from "../ui/early-answer-props";
import { LabelledSelect } from "../ui/LabelledSelect";
import { LabelledField } from "../ui/LabelledField";
import { ResultBox } from "../ui/ResultBox";

/** An element's early-answer slot and its text, by the slot's name. */
function textSlot<Name extends TimezoneTextName>(
  texts: Readonly<Record<Name, string>>,
  name: Name,
) {
  return { ...earlySlot(name), children: texts[name] };
}

const fixedZoneOptions = fixedOffsetZones.map((zone) => ({ key: zone.value, label: zone.label }));
const cardClass = "card p-4 shadow-sm sm:p-5";
const fieldClass = "input-box px-2 sm:px-3";

/** A text field that suggests every IANA zone through a datalist and flags unknown names. */
function ZoneField({
  id,
  label,
  value,
  onChange,
  listId,
  earlyName,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  listId: string;
  /** The field's name for the page's early answer (src/early-answers/timezone.ts). */
  earlyName: string;
}) {
  const invalid = value.trim() !== "" && !isValidTimeZone(value.trim());
  return (
    <LabelledField id={id} label={label} error={invalid ? timezoneMessages.invalidTimezone : null}>
      {(description) => (
        <input
          id={id}
          type="text"
          list={listId}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...earlyField(earlyName)}
          {...description}
          className={`${fieldClass} ${invalid ? "border-danger" : "border-line"}`}
        />
      )}
    </LabelledField>
  );
}

/**
 * One city's reading in the comparison list: 24-hour time and short date, or 'Invalid timezone'.
 * Without a reading (before hydration) its slots hold a space for the page's early answer to fill.
 */
function ComparedTime({
  reading,
  timeZone,
}: {
  reading: CityClock | null;
  timeZone: WorldClockZone;
}) {
  if (reading && !reading.ok) {
    return <span className="font-medium text-danger">{reading.message}</span>;
  }
  return (
    <span className="text-right tabular-nums">
      <span
        className="font-semibold"
        {...earlySlot(`compare-time ${timeZone}` satisfies TimezoneTextName)}
      >
        {reading ? reading.time : " "}
      </span>{" "}
      <span
        className="text-sm text-muted"
        {...earlySlot(`compare-date ${timeZone}` satisfies TimezoneTextName)}
      >
        {reading ? reading.date : " "}
      </span>
    </span>
  );
}

/** The eight cities at the compared instant; with null, the markup the early answer fills before hydration. */
function ComparedCities({ instantMs }: { instantMs: number | null }) {
  return (
    <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="compare-results">
      {worldClockCities.map((city) => (
        <li
          key={city.timeZone}
          data-zone={city.timeZone}
          className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-2"
        >
          <span className="font-medium">{city.name}</span>
          <ComparedTime
            reading={instantMs === null ? null : cityClock(instantMs, city.timeZone)}
            timeZone={city.timeZone}
          />
        </li>
      ))}
    </ul>
  );
}

/** The time zone page: local clock, fixed-offset converter, world clock, any-zone lookup and a time comparer. */
export default function TimezoneConverter() {
  const rootRef = useEarlyInput<HTMLDivElement>();
  const now = useNow(clockTickMs);
  const localZone = useLocalTimeZone();
  const supportedZones = useSupportedTimeZones();
  const [fixedZone, setFixedZone] = useState(defaultFixedZone.value);
  const [anyZone, setAnyZone] = useState("Asia/Kolkata");
  const [compareZoneEdited, setCompareZone] = useState<string | null>(null);
  const [compareDateEdited, setCompareDate] = useState<string | null>(null);
  const [compareTime, setCompareTime] = useState("09:00");
  const listId = "tz-zone-list";

  const local = now !== null && localZone !== null ? { now, zone: localZone } : null;
  const ready = local !== null;
  const compareZone = compareZoneEdited ?? localZone ?? "";
  const validCompareZone = isValidTimeZone(compareZone.trim()) ? compareZone.trim() : null;
  const compareDate =
    compareDateEdited ??
    (now !== null && validCompareZone ? todayInTimeZone(new Date(now), validCompareZone) : "");
  const localTexts = localClockTexts(local);
  // The select offers only these zones.
  const fixedTexts = fixedZoneTexts(
    now,
    fixedOffsetZones.find((zone) => zone.value === fixedZone) ?? defaultFixedZone,
  );
  const anyZoneName = anyZone.trim();
  const anyTexts =
    anyZoneName !== "" && isValidTimeZone(anyZoneName) ? anyZoneTexts(now, anyZoneName) : null;
  const comparison =
    validCompareZone && compareDate !== ""
      ? zonedWallTimeToInstant(compareDate, compareTime, validCompareZone)
      : null;

  return (
    <div ref={rootRef} className="space-y-6">
      <datalist id={listId}>
        {supportedZones &&
          timeZoneChoices(supportedZones).map((zone) => <option key={zone} value={zone} />)}
      </datalist>

      <section aria-labelledby="tz-local-heading" className={cardClass}>
        <h2 id="tz-local-heading" className="text-lg font-semibold">
          Your local time
        </h2>
        <p
          data-testid="local-time"
          className="mt-2 text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl"
          {...textSlot(localTexts, "local-time")}
        />
        <p
          data-testid="local-date"
          className="mt-1 text-lg"
          {...textSlot(localTexts, "local-date")}
        />
        <p className="mt-2 text-sm text-muted">
          Time zone:{" "}
          <span
            data-testid="local-zone"
            className="font-semibold text-ink"
            {...textSlot(localTexts, "local-zone")}
          />
          <span {...textSlot(localTexts, "local-offset")} />
        </p>
      </section>

      <section aria-labelledby="tz-convert-heading" className={cardClass}>
        <h2 id="tz-convert-heading" className="text-lg font-semibold">
          Convert to another zone
        </h2>
        <LabelledSelect
          id="tz-fixed-zone"
          label="Time zone"
          value={fixedZone}
          options={fixedZoneOptions}
          onChange={setFixedZone}
          earlyName="fixed-zone"
          aria-describedby="tz-in-force"
          className="mt-3 max-w-md"
        />
        <ResultBox
          answer={fixedTexts["converted-time"]}
          answerProps={earlySlot("converted-time" satisfies TimezoneTextName)}
        >
          <p
            data-testid="converted-date"
            className="mt-1"
            {...textSlot(fixedTexts, "converted-date")}
          />
          <p className="mt-2 text-sm text-muted" {...textSlot(fixedTexts, "fixed-zone-note")} />
          {/* Empty (a space, no height) while the zone is what its place keeps. */}
          <p
            id="tz-in-force"
            data-testid="zone-in-force"
            className="mt-1 text-sm font-medium text-ink"
            {...textSlot(fixedTexts, "zone-in-force")}
          />
        </ResultBox>
      </section>

      <section aria-labelledby="tz-world-heading" className={cardClass}>
        <h2 id="tz-world-heading" className="text-lg font-semibold">
          World Clock
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="world-clock">
          {worldClockCities.map((city) => {
            const reading = now === null ? null : cityClock(now, city.timeZone);
            return (
              <li
                key={city.timeZone}
                data-testid="world-clock-city"
                data-zone={city.timeZone}
                className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{city.name}</p>
                  <p className="text-sm text-muted">{city.country}</p>
                </div>
                <div className="text-right">
                  {reading && !reading.ok ? (
                    <p className="font-medium text-danger">{reading.message}</p>
                  ) : (
                    <>
                      <p
                        data-testid="city-time"
                        className="text-xl font-bold tabular-nums"
                        {...earlySlot(`city-time ${city.timeZone}` satisfies TimezoneTextName)}
                      >
                        {reading ? reading.time : clockLoading}
                      </p>
                      <p
                        data-testid="city-date"
                        className="text-sm text-muted"
                        {...earlySlot(`city-date ${city.timeZone}` satisfies TimezoneTextName)}
                      >
                        {reading ? reading.date : " "}
                      </p>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="tz-any-heading" className={cardClass}>
        <h2 id="tz-any-heading" className="text-lg font-semibold">
          Any time zone
        </h2>
        <p className="mt-1 text-sm text-muted">
          Type or pick any of the world&apos;s time zones. These follow daylight saving time.
        </p>
        <div className="mt-3 max-w-md">
          <ZoneField
            id="tz-any-zone"
            label="Search time zones"
            value={anyZone}
            onChange={setAnyZone}
            listId={listId}
            earlyName="any-zone"
          />
        </div>
        {anyTexts && (
          <div className="mt-4 rounded-xl bg-subtle p-4" data-testid="any-zone-result">
            <p className="text-sm text-muted" {...textSlot(anyTexts, "any-zone-name")} />
            <p
              data-testid="any-zone-time"
              className="text-3xl font-bold tabular-nums"
              {...textSlot(anyTexts, "any-zone-time")}
            />
            <p data-testid="any-zone-date" {...textSlot(anyTexts, "any-zone-date")} />
            <p
              data-testid="any-zone-offset"
              className="mt-1 text-sm text-muted"
              {...textSlot(anyTexts, "any-zone-offset")}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="tz-compare-heading" className={cardClass}>
        <h2 id="tz-compare-heading" className="text-lg font-semibold">
          Compare a time
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pick a date and time in one zone and see it in the eight world-clock cities.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <LabelledField id="tz-compare-date" label="Date">
            {() => (
              <input
                id="tz-compare-date"
                type="date"
                value={compareDate}
                onChange={(event) => setCompareDate(event.target.value)}
                {...earlyField("compare-date")}
                className={`${fieldClass} border-line`}
              />
            )}
          </LabelledField>
          <LabelledField id="tz-compare-time" label="Time">
            {() => (
              <input
                id="tz-compare-time"
                type="time"
                value={compareTime}
                onChange={(event) => setCompareTime(event.target.value)}
                {...earlyField("compare-time")}
                className={`${fieldClass} border-line`}
              />
            )}
          </LabelledField>
          <ZoneField
            id="tz-compare-zone"
            label="In time zone"
            value={compareZone}
            onChange={setCompareZone}
            listId={listId}
            earlyName="compare-zone"
          />
        </div>
        {!ready ? (
          <>
            <p className="mt-4 text-muted" {...earlyPlaceholder}>
              {clockLoading}
            </p>
            <div {...earlyAnswerOnly}>
              <ComparedCities instantMs={null} />
            </div>
          </>
        ) : comparison?.ok ? (
          <>
            {comparison.adjustment !== "none" && (
              <p data-testid="compare-note" className="mt-3 text-sm text-warn">
                {comparison.adjustment === "skipped"
                  ? "That time does not exist on this date because the clocks jump forward; the time after the jump is used."
                  : "That time happens twice on this date because the clocks go back; the first one is used."}
              </p>
            )}
            <ComparedCities instantMs={comparison.instantMs} />
          </>
        ) : (
          <p className="mt-4 text-muted">Enter a date, a time and a valid time zone to compare.</p>
        )}
      </section>
    </div>
  );
}
