/**
 * Time zones: the twelve fixed-offset zones of the converter, the eight world-clock cities, and
 * DST-correct formatting and wall-clock conversion for any IANA zone through Intl ('en-US', the
 * Gregorian calendar). Every function takes the instant and the zone as arguments; nothing reads
 * the machine's clock or zone.
 */
import { pageCache } from "../page-cache";
import { dayNumber, parseIsoDate } from "../calendar-date";

/** The world clock's message for a zone Intl does not know (spec). */
export const timezoneMessages = { invalidTimezone: "Invalid timezone" } as const;

export interface FixedOffsetZone {
  value: string;
  label: string;
  /** Hours east of UTC. */
  offsetHours: number;
}

const utcZone: FixedOffsetZone = {
  value: "UTC",
  label: "UTC (Coordinated Universal Time)",
  offsetHours: 0,
};

/** The converter's zones with their fixed offsets (no daylight saving), in the spec's order. */
export const fixedOffsetZones: readonly FixedOffsetZone[] = [
  utcZone,
  { value: "EST", label: "EST (Eastern Standard Time)", offsetHours: -5 },
  { value: "CST", label: "CST (Central Standard Time)", offsetHours: -6 },
  { value: "MST", label: "MST (Mountain Standard Time)", offsetHours: -7 },
  { value: "PST", label: "PST (Pacific Standard Time)", offsetHours: -8 },
  { value: "GMT", label: "GMT (Greenwich Mean Time)", offsetHours: 0 },
  { value: "BST", label: "BST (British Summer Time)", offsetHours: 1 },
  { value: "CET", label: "CET (Central European Time)", offsetHours: 1 },
  { value: "EET", label: "EET (Eastern European Time)", offsetHours: 2 },
  { value: "JST", label: "JST (Japan Standard Time)", offsetHours: 9 },
  { value: "AEST", label: "AEST (Australian Eastern Standard)", offsetHours: 10 },
  { value: "NZST", label: "NZST (New Zealand Standard)", offsetHours: 12 },
];

/** The converter's zone when the page opens. */
export const defaultFixedZone: FixedOffsetZone = utcZone;

export interface WorldClockCity {
  name: string;
  timeZone: string;
  country: string;
}

/** The world clock's cities and their IANA zones. */
export const worldClockCities = [
  { name: "New York", timeZone: "America/New_York", country: "United States" },
  { name: "Los Angeles", timeZone: "America/Los_Angeles", country: "United States" },
  { name: "London", timeZone: "Europe/London", country: "United Kingdom" },
  { name: "Paris", timeZone: "Europe/Paris", country: "France" },
  { name: "Tokyo", timeZone: "Asia/Tokyo", country: "Japan" },
  { name: "Sydney", timeZone: "Australia/Sydney", country: "Australia" },
  { name: "Dubai", timeZone: "Asia/Dubai", country: "United Arab Emirates" },
  { name: "Singapore", timeZone: "Asia/Singapore", country: "Singapore" },
] as const satisfies readonly WorldClockCity[];

/** A world-clock city's IANA zone. */
export type WorldClockZone = (typeof worldClockCities)[number]["timeZone"];

/**
 * The place each fixed-offset abbreviation is the time of, for part of the year or all of it: its
 * IANA zone (whose last part names the place), and its abbreviations by offset, standard time
 * first (UTC has no place). A place the world clock shows has the world clock's zone here, so the
 * converter's note and the clock agree.
 */
export const fixedZoneRegions: readonly { timeZone: string; names: string[] }[] = [
  { timeZone: "America/New_York", names: ["EST", "EDT"] },
  { timeZone: "America/Chicago", names: ["CST", "CDT"] },
  { timeZone: "America/Denver", names: ["MST", "MDT"] },
  { timeZone: "America/Los_Angeles", names: ["PST", "PDT"] },
  { timeZone: "Europe/London", names: ["GMT", "BST"] },
  { timeZone: "Europe/Paris", names: ["CET", "CEST"] },
  { timeZone: "Europe/Athens", names: ["EET", "EEST"] },
  { timeZone: "Asia/Tokyo", names: ["JST"] },
  { timeZone: "Australia/Sydney", names: ["AEST", "AEDT"] },
  { timeZone: "Pacific/Auckland", names: ["NZST", "NZDT"] },
];

/**
 * The place an IANA zone is named after: its last part.
 * @example zonePlace("America/Los_Angeles") // "Los Angeles"
 */
export function zonePlace(timeZone: string): string {
  return timeZone.slice(timeZone.lastIndexOf("/") + 1).replaceAll("_", " ");
}

const msPerMinute = 60_000;
const msPerDay = 86_400_000;

/*
 * Shared by the page's early answer and its island (page-cache.ts): whichever runs first builds
 * the formatters (building thirty of them again held a phone's hydration some 50 ms).
 */
const formatterCache = pageCache<Intl.DateTimeFormat>("date-formatters");

/** A cached en-US Gregorian formatter; throws RangeError for an unknown zone. */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatterCache.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat("en-US", {
      ...options,
      timeZone,
      calendar: "gregory",
      numberingSystem: "latn",
    });
    formatterCache.set(key, cached);
  }
  return cached;
}

/** ICU puts a narrow no-break space before AM/PM; a plain space reads and matches the same everywhere. */
function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, " ");
}

const time12Options: Intl.DateTimeFormatOptions = {
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
};
const longDateOptions: Intl.DateTimeFormatOptions = {
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
};
const time24Options: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
const shortDateOptions: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
};

/**
 * Whether Intl knows a time zone name.
 * @example isValidTimeZone("Europe/Paris") // true
 * @example isValidTimeZone("Mars/Olympus_Mons") // false
 */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone, time24Options);
    return true;
  } catch {
    return false;
  }
}

/**
 * 12-hour time with seconds in a zone.
 * @example formatTime12(Date.UTC(2025, 0, 15, 14, 5, 9), "UTC") // "2:05:09 PM"
 */
export function formatTime12(instantMs: number, timeZone: string): string {
  return plainSpaces(formatter(timeZone, time12Options).format(instantMs));
}

/**
 * The long US date in a zone.
 * @example formatLongDateInZone(Date.UTC(2025, 0, 15, 14), "UTC") // "Wednesday, January 15, 2025"
 */
export function formatLongDateInZone(instantMs: number, timeZone: string): string {
  return plainSpaces(formatter(timeZone, longDateOptions).format(instantMs));
}

/**
 * 24-hour time (HH:mm) in a zone.
 * @example formatTime24(Date.UTC(2025, 0, 15, 0, 7), "Asia/Tokyo") // "09:07"
 */
export function formatTime24(instantMs: number, timeZone: string): string {
  return plainSpaces(formatter(timeZone, time24Options).format(instantMs));
}

/**
 * A short date (weekday, month, day) in a zone.
 * @example formatShortDate(Date.UTC(2025, 0, 15, 20), "Asia/Tokyo") // "Thu, Jan 16"
 */
export function formatShortDate(instantMs: number, timeZone: string): string {
  return plainSpaces(formatter(timeZone, shortDateOptions).format(instantMs));
}

export interface ClockReading {
  time: string;
  date: string;
}

/**
 * An instant in one of the fixed-offset zones: 12-hour time and long date. Unknown zone values
 * give null.
 * @example convertToFixedZone(Date.UTC(2025, 6, 1, 14), "EST") // { time: "9:00:00 AM", date: "Tuesday, July 1, 2025" }
 */
export function convertToFixedZone(instantMs: number, zoneValue: string): ClockReading | null {
  const zone = fixedOffsetZones.find((candidate) => candidate.value === zoneValue);
  if (!zone) return null;
  // Shifting the instant by the offset and reading it in UTC gives the zone's wall clock.
  const shifted = instantMs + zone.offsetHours * 60 * msPerMinute;
  return { time: formatTime12(shifted, "UTC"), date: formatLongDateInZone(shifted, "UTC") };
}

export type CityClock = { ok: true; time: string; date: string } | { ok: false; message: string };

/**
 * A world-clock reading: 24-hour time and short date, or 'Invalid timezone' for a zone Intl rejects.
 * @example cityClock(Date.UTC(2025, 6, 1, 12), "America/New_York") // { ok: true, time: "08:00", date: "Tue, Jul 1" }
 * @example cityClock(0, "Nowhere/Atlantis") // { ok: false, message: "Invalid timezone" }
 */
export function cityClock(instantMs: number, timeZone: string): CityClock {
  try {
    return {
      ok: true,
      time: formatTime24(instantMs, timeZone),
      date: formatShortDate(instantMs, timeZone),
    };
  } catch {
    return { ok: false, message: timezoneMessages.invalidTimezone };
  }
}

/** The wall clock of an instant in a zone, as milliseconds of a UTC date with the same reading. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = formatter(timeZone, {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
    era: "short",
  }).formatToParts(instantMs);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const era = parts.find((p) => p.type === "era")?.value ?? "AD";
  const year = era === "BC" || era === "B" ? 1 - value("year") : value("year");
  const days = dayNumber({ year, month: value("month"), day: value("day") });
  return days * msPerDay + ((value("hour") * 60 + value("minute")) * 60 + value("second")) * 1000;
}

/**
 * A zone's offset from UTC at an instant, in minutes east of UTC; null for an unknown zone.
 * @example zoneOffsetMinutes(Date.UTC(2025, 6, 1), "America/New_York") // -240
 * @example zoneOffsetMinutes(Date.UTC(2025, 0, 1), "Asia/Kolkata") // 330
 */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number | null {
  if (!isValidTimeZone(timeZone)) return null;
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return Math.round((wallClockMs(wholeSeconds, timeZone) - wholeSeconds) / msPerMinute);
}

/**
 * An offset in minutes as 'UTC+05:30' (a true minus sign for negative offsets).
 * @example formatUtcOffset(-240) // "UTC−04:00"
 */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? "−" : "+";
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, "0");
  const minutes = String(absolute % 60).padStart(2, "0");
  return `UTC${sign}${hours}:${minutes}`;
}

/**
 * A zone's offset from UTC at an instant as 'UTC+05:30'; empty for an unknown zone.
 * @example formatZoneOffset(Date.UTC(2025, 6, 1), "America/New_York") // "UTC−04:00"
 */
export function formatZoneOffset(instantMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instantMs, timeZone);
  return offset === null ? "" : formatUtcOffset(offset);
}

/**
 * The line under the converter's result saying that its zone does not follow daylight saving.
 * @example fixedZoneNote({ value: "JST", label: "JST (Japan Standard Time)", offsetHours: 9 }) // "JST is a fixed offset of UTC+09:00 and does not change for daylight saving time."
 */
export function fixedZoneNote(zone: FixedOffsetZone): string {
  return `${zone.value} is a fixed offset of ${formatUtcOffset(zone.offsetHours * 60)} and does not change for daylight saving time.`;
}

/**
 * Where a fixed-offset zone is not the time its place keeps at an instant (AEST while Sydney is on
 * summer time, BST in November), what the place keeps then and its clock; null where the zone is
 * in force or has no place (UTC).
 * @example zoneInForceNote(Date.UTC(2026, 10, 25, 12, 59), "AEST") // "Sydney is on AEDT, UTC+11:00, on this date: 11:59:00 PM there."
 * @example zoneInForceNote(Date.UTC(2026, 10, 25, 12, 59), "EST") // null
 */
export function zoneInForceNote(instantMs: number, zoneValue: string): string | null {
  const zone = fixedOffsetZones.find((candidate) => candidate.value === zoneValue);
  const region = fixedZoneRegions.find((candidate) => candidate.names.includes(zoneValue));
  if (!zone || !region) return null;
  const offset = zoneOffsetMinutes(instantMs, region.timeZone);
  const zoneOffset = zone.offsetHours * 60;
  if (offset === null || offset === zoneOffset) return null;
  // The names go up an hour each from standard time, where this zone's own name stands.
  const name = region.names[region.names.indexOf(zoneValue) + (offset - zoneOffset) / 60];
  return `${zonePlace(region.timeZone)} is on ${name ? `${name}, ` : ""}${formatUtcOffset(offset)}, on this date: ${formatTime12(instantMs, region.timeZone)} there.`;
}

export type WallTimeAdjustment = "none" | "skipped" | "repeated";

export type WallTimeConversion =
  | { ok: true; instantMs: number; adjustment: WallTimeAdjustment }
  | { ok: false; reason: "invalid-date" | "invalid-time" | "invalid-zone" };

/**
 * The instant at which a zone's clocks show a date ('YYYY-MM-DD') and time ('HH:mm'). A time
 * skipped by a daylight-saving jump is read with the offset before the jump (02:30 becomes 03:30,
 * 'skipped'); a time that occurs twice takes the earlier one ('repeated').
 * @example zonedWallTimeToInstant("2025-07-01", "09:00", "America/New_York") // { ok: true, instantMs: Date.UTC(2025, 6, 1, 13), adjustment: "none" }
 */
export function zonedWallTimeToInstant(
  dateText: string,
  timeText: string,
  timeZone: string,
): WallTimeConversion {
  const date = parseIsoDate(dateText);
  if (!date) return { ok: false, reason: "invalid-date" };
  const timeMatch = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(timeText.trim());
  const hours = Number(timeMatch?.[1]);
  const minutes = Number(timeMatch?.[2]);
  const seconds = Number(timeMatch?.[3] ?? 0);
  if (!timeMatch || hours > 23 || minutes > 59 || seconds > 59)
    return { ok: false, reason: "invalid-time" };
  if (!isValidTimeZone(timeZone)) return { ok: false, reason: "invalid-zone" };

  const wallMs = dayNumber(date) * msPerDay + ((hours * 60 + minutes) * 60 + seconds) * 1000;
  const offsetAt = (instantMs: number) =>
    (wallClockMs(instantMs, timeZone) - instantMs) / msPerMinute;
  // Offsets in force a day either side cover any transition near this wall time.
  const offsetBefore = offsetAt(wallMs - msPerDay);
  const offsetAfter = offsetAt(wallMs + msPerDay);
  const candidates = [...new Set([offsetBefore, offsetAt(wallMs), offsetAfter])]
    .map((offset) => wallMs - offset * msPerMinute)
    .filter((instantMs) => wallClockMs(instantMs, timeZone) === wallMs)
    .sort((a, b) => a - b);
  const earliest = candidates[0];
  if (earliest === undefined) {
    return { ok: true, instantMs: wallMs - offsetBefore * msPerMinute, adjustment: "skipped" };
  }
  return { ok: true, instantMs: earliest, adjustment: candidates.length > 1 ? "repeated" : "none" };
}

/**
 * A zone's name for people: 'America/New_York' → 'America / New York'.
 * @example readableZoneName("America/Argentina/Buenos_Aires") // "America / Argentina / Buenos Aires"
 */
export function readableZoneName(timeZone: string): string {
  return timeZone.replaceAll("_", " ").split("/").join(" / ");
}
