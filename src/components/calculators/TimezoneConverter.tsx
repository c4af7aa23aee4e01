import { useEffect, useState } from "react";
import { todayInTimeZone } from "../../lib/calendar-date";
import { clockTickMs } from "../../lib/timings";
import {
  cityClock,
  defaultFixedZone,
  fixedOffsetZones,
  isValidTimeZone,
  worldClockCities,
  zonedWallTimeToInstant,
  type CityClock,
  type WorldClockZone,
} from "../../lib/timezone/timezone";
import {
  anyZoneTexts,
  clockLoading,
  fixedZoneTexts,
  localClockTexts,
  type TimezoneTextName,
} from "../../lib/timezone/texts";
import type { PlaceZone } from "../../lib/timezone/places";
import { useLocalTimeZone, useNow } from "./clientValues";
import type * as ZonePlaces from "./zone-places";
import type { ListState, ZoneText, ZoneView } from "./zone-places";
import type * as DayStripModule from "./DayStrip";
import * as stripOnServer from "./DayStrip?server-only";
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

/*
 * The day strip is in the server's HTML. In the browser React leaves that HTML as it is (an
 * element whose inner HTML it does not own, which hydration does not compare) until the strip's
 * code arrives, requested when the strip comes near the screen; until then it costs the page
 * nothing. It then draws the strip itself, for the fields' values.
 */
let requestStrip = () => {};
const stripLoaded = new Promise<void>((resolve) => {
  requestStrip = resolve;
}).then(() => import("./DayStrip"));
/** The server's strip; nothing in the browser. */
const ServerStrip = (stripOnServer as Partial<typeof DayStripModule>).DayStrip;
/** One object, so that React never writes the element's inner HTML over the server's. */
const serverHtml = { __html: "" };
/** Requests the strip's code when its place comes within 300 px of the screen. */
function watchStrip(element: HTMLElement | null) {
  if (!element) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) requestStrip();
    },
    { rootMargin: "300px" },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** The places' code (zone-places.tsx), requested on the first use of a zone field. */
let placesRequested: Promise<typeof ZonePlaces> | null = null;

/** What a field shows; before the places arrive, an IANA id or the last zone, and no message. */
function viewOf(places: typeof ZonePlaces | null, text: string, lastZone: string | null): ZoneView {
  if (places) return places.zoneView(text, lastZone);
  const zone = isValidTimeZone(text.trim()) ? text.trim() : lastZone;
  return { zone, options: [] };
}

/**
 * A zone field: an IANA id at once; with the places loaded, a city, country or abbreviation too,
 * with suggestions (the ARIA combobox pattern).
 */
function ZoneField({
  id,
  label,
  earlyName,
  text,
  view,
  places,
  onText,
  onPick,
  onUse,
}: {
  id: string;
  label: string;
  /** The field's name for the page's early answer (src/early-answers/timezone.ts). */
  earlyName: string;
  text: string;
  view: ZoneView;
  places: typeof ZonePlaces | null;
  onText: (text: string) => void;
  onPick: (place: PlaceZone) => void;
  onUse: () => void;
}) {
  const [list, setList] = useState<ListState>({ open: false, active: -1 });
  const combo = { listId: `${id}-list`, label, options: view.options, list, setList, onPick };
  return (
    <LabelledField id={id} label={label} error={view.error} hint={view.hint}>
      {(description) => (
        <div className="relative">
          <input
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onFocus={onUse}
            onChange={(event) => {
              onUse();
              onText(event.target.value);
              setList({ open: true, active: -1 });
            }}
            {...places?.comboProps(combo)}
            {...earlyField(earlyName)}
            {...description}
            className={`${fieldClass} ${view.error ? "border-danger" : "border-line"}`}
          />
          {places?.zoneList(combo)}
        </div>
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
  const [fixedZone, setFixedZone] = useState(defaultFixedZone.value);
  const [any, setAny] = useState<ZoneText>({ text: "Asia/Kolkata", zone: null });
  const [compare, setCompare] = useState<ZoneText>({ text: null, zone: null });
  const [compareDateEdited, setCompareDate] = useState<string | null>(null);
  const [compareTime, setCompareTime] = useState("09:00");
  const [places, setPlaces] = useState<typeof ZonePlaces | null>(null);
  const [strip, setStrip] = useState<typeof DayStripModule | null>(null);
  useEffect(() => {
    stripLoaded.then((loaded) => setStrip(() => loaded), console.warn);
  }, []);

  /** Loads the places on the first use of a zone field, then reads both fields with them. */
  const loadPlaces = () => {
    placesRequested ??= import("./zone-places");
    placesRequested.then((loaded) => setPlaces(() => loaded), console.warn);
  };
  /**
   * A field's text (the compared zone is the visitor's until edited); an edit keeps the zone the
   * text before it was read as, which a beginning or an unknown text goes on showing.
   */
  const zoneField = (
    state: ZoneText,
    setState: (update: (state: ZoneText) => ZoneText) => void,
    view: ZoneView,
  ) => ({
    text: state.text ?? localZone ?? "",
    view,
    places,
    onText: (text: string) => setState((previous) => ({ text, zone: view.zone ?? previous.zone })),
    onPick: (place: PlaceZone) => setState(() => ({ text: place.name, zone: place.zone })),
    onUse: loadPlaces,
  });
  const anyView = viewOf(places, any.text ?? "", any.zone);
  const compareText = compare.text ?? localZone ?? "";
  const compareView = viewOf(places, compareText, compare.zone ?? localZone);

  const local = now !== null && localZone !== null ? { now, zone: localZone } : null;
  const ready = local !== null;
  // While a field holds a beginning, it keeps the zone it was last read as (and so the date).
  const compareZone = compareView.zone ?? compare.zone ?? localZone;
  const compareDate =
    compareDateEdited ??
    (now !== null && compareZone ? todayInTimeZone(new Date(now), compareZone) : "");
  const localTexts = localClockTexts(local);
  // The select offers only these zones.
  const fixedTexts = fixedZoneTexts(
    now,
    fixedOffsetZones.find((zone) => zone.value === fixedZone) ?? defaultFixedZone,
  );
  const anyTexts = anyView.zone ? anyZoneTexts(now, anyView.zone) : null;
  const comparison =
    compareView.zone && compareDate !== ""
      ? zonedWallTimeToInstant(compareDate, compareTime, compareView.zone)
      : null;
  const anyStripZone = anyView.zone ?? any.zone ?? "Asia/Kolkata";
  return (
    <div ref={rootRef} className="space-y-6">
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

      <section id="tz-any" aria-labelledby="tz-any-heading" className={cardClass}>
        <h2 id="tz-any-heading" className="text-lg font-semibold">
          Any time zone
        </h2>
        <p className="mt-1 text-sm text-muted">Type a city, country, abbreviation or IANA zone.</p>
        <div className="mt-3 max-w-md">
          <ZoneField
            id="tz-any-zone"
            label="Search time zones"
            earlyName="any-zone"
            {...zoneField(any, setAny, anyView)}
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

      <section id="tz-compare" aria-labelledby="tz-compare-heading" className={cardClass}>
        <h2 id="tz-compare-heading" className="text-lg font-semibold">
          Compare a time
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pick a date and time in one zone and see it in the eight world-clock cities.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
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
          <div className="min-w-0 sm:col-span-2">
            <ZoneField
              id="tz-compare-zone"
              label="In time zone"
              earlyName="compare-zone"
              {...zoneField(compare, setCompare, compareView)}
            />
          </div>
        </div>
        <div ref={watchStrip}>
          {strip && compareZone ? (
            <div key="drawn">
              <strip.DayStrip
                date={compareDate}
                time={compareTime}
                zone={compareZone}
                typed={compareText}
                other={anyStripZone}
                otherTyped={any.text ?? ""}
              />
            </div>
          ) : ServerStrip ? (
            <div>
              <ServerStrip />
            </div>
          ) : (
            <div dangerouslySetInnerHTML={serverHtml} />
          )}
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
