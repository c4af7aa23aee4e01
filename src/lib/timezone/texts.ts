/**
 * The texts of the time zone page, by the name of the element (an early-answer slot) that shows
 * each: the local clock, the fixed-offset conversion and its notes, the any-zone reading and the
 * eight cities now and at the compared time. The island (TimezoneConverter.tsx) and its early
 * answer (src/early-answers/timezone.ts) both print these, so the answer shown before hydration is
 * the island's own. Before the visitor's clock is known (on the server) a text that needs it is
 * "Loading..." or a space.
 */
import {
  cityClock,
  convertToFixedZone,
  fixedZoneNote,
  formatLongDateInZone,
  formatTime12,
  formatZoneOffset,
  readableZoneName,
  worldClockCities,
  zoneInForceNote,
  type FixedOffsetZone,
  type WorldClockZone,
} from "./timezone";

/** The page's texts outside the city lists, by slot name. */
export const timezoneTextNames = [
  "local-time",
  "local-date",
  "local-zone",
  "local-offset",
  "converted-time",
  "converted-date",
  "fixed-zone-note",
  "zone-in-force",
  "any-zone-name",
  "any-zone-time",
  "any-zone-date",
  "any-zone-offset",
] as const;

/** A city's time or date, now ("city") or at the compared time ("compare"), by the city's zone. */
export type CityTextName = `${"city" | "compare"}-${"time" | "date"} ${WorldClockZone}`;

export type TimezoneTextName = (typeof timezoneTextNames)[number] | CityTextName;

export type TimezoneTexts = Readonly<Record<TimezoneTextName, string>>;

/** What a slot that needs the clock shows before the clock is known. */
export const clockLoading = "Loading...";

/**
 * The local clock's texts: time, date, zone and offset; "Loading..." (the offset a space) without
 * a clock.
 * @example localClockTexts({ now: Date.UTC(2025, 6, 1, 14), zone: "America/New_York" })["local-offset"] // " (UTC−04:00)"
 */
export function localClockTexts(
  clock: { now: number; zone: string } | null,
): Pick<TimezoneTexts, "local-time" | "local-date" | "local-zone" | "local-offset"> {
  return {
    "local-time": clock ? formatTime12(clock.now, clock.zone) : clockLoading,
    "local-date": clock ? formatLongDateInZone(clock.now, clock.zone) : clockLoading,
    "local-zone": clock ? clock.zone : clockLoading,
    "local-offset": clock ? ` (${formatZoneOffset(clock.now, clock.zone)})` : " ",
  };
}

/**
 * The fixed-offset conversion's texts: time, date, the zone's note, and what its place keeps
 * instead (a space where the zone is in force).
 * @example fixedZoneTexts(Date.UTC(2025, 6, 1, 14), { value: "JST", label: "JST (Japan Standard Time)", offsetHours: 9 })["converted-time"] // "11:00:00 PM"
 */
export function fixedZoneTexts(
  nowMs: number | null,
  zone: FixedOffsetZone,
): Pick<TimezoneTexts, "converted-time" | "converted-date" | "fixed-zone-note" | "zone-in-force"> {
  const converted = nowMs === null ? null : convertToFixedZone(nowMs, zone.value);
  return {
    "converted-time": converted ? converted.time : clockLoading,
    "converted-date": converted ? converted.date : clockLoading,
    "fixed-zone-note": fixedZoneNote(zone),
    "zone-in-force": (nowMs !== null && zoneInForceNote(nowMs, zone.value)) || " ",
  };
}

/**
 * The any-zone reading's texts for a zone Intl knows: its readable name, time, date and offset.
 * @example anyZoneTexts(Date.UTC(2025, 6, 1, 14), "Asia/Kolkata")["any-zone-time"] // "7:30:00 PM"
 */
export function anyZoneTexts(
  nowMs: number | null,
  zone: string,
): Pick<TimezoneTexts, "any-zone-name" | "any-zone-time" | "any-zone-date" | "any-zone-offset"> {
  return {
    "any-zone-name": readableZoneName(zone),
    "any-zone-time": nowMs === null ? clockLoading : formatTime12(nowMs, zone),
    "any-zone-date": nowMs === null ? clockLoading : formatLongDateInZone(nowMs, zone),
    "any-zone-offset": nowMs === null ? " " : formatZoneOffset(nowMs, zone),
  };
}

/**
 * The eight cities' time and date at an instant, under `${prefix}-time|date ${zone}`; null when
 * Intl rejects a city's zone (the island shows a message there instead).
 * @example cityTexts("compare", Date.UTC(2025, 6, 1, 13))?.["compare-time Asia/Tokyo"] // "22:00"
 */
export function cityTexts(
  prefix: "city" | "compare",
  instantMs: number,
): Partial<Record<CityTextName, string>> | null {
  const texts: Partial<Record<CityTextName, string>> = {};
  for (const city of worldClockCities) {
    const reading = cityClock(instantMs, city.timeZone);
    if (!reading.ok) return null;
    texts[`${prefix}-time ${city.timeZone}`] = reading.time;
    texts[`${prefix}-date ${city.timeZone}`] = reading.date;
  }
  return texts;
}

/** What the page shows: the clock, the chosen zones, and the compared instant. */
export interface TimezoneReading {
  nowMs: number;
  localZone: string;
  fixedZone: FixedOffsetZone;
  /** A zone Intl knows, trimmed. */
  anyZone: string;
  comparedMs: number;
}

/**
 * Every text of the page for a reading; null when Intl rejects a city's zone.
 * @example timezoneTexts({ nowMs: Date.UTC(2025, 6, 1, 14), localZone: "UTC", fixedZone: { value: "UTC", label: "UTC", offsetHours: 0 }, anyZone: "Asia/Kolkata", comparedMs: Date.UTC(2025, 6, 1, 9) })?.["city-time Asia/Tokyo"] // "23:00"
 */
export function timezoneTexts(reading: TimezoneReading): TimezoneTexts | null {
  const worldClock = cityTexts("city", reading.nowMs);
  const comparedCities = cityTexts("compare", reading.comparedMs);
  if (!worldClock || !comparedCities) return null;
  return {
    ...localClockTexts({ now: reading.nowMs, zone: reading.localZone }),
    ...fixedZoneTexts(reading.nowMs, reading.fixedZone),
    ...worldClock,
    ...anyZoneTexts(reading.nowMs, reading.anyZone),
    ...comparedCities,
  } as TimezoneTexts;
}
