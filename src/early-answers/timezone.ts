/**
 * The early answer of the time zone island (see runtime.ts). Its HTML cannot carry a time (that
 * depends on the visitor's clock and zone), so this answers the default fields at once and again
 * on every second until hydration: the local time, date, zone and offset, the fixed-offset
 * conversion and its notes (what its place keeps instead, where it does), the world clock, the any-zone reading, and the eight cities at the
 * compared time, with the same src/lib calls as the island. Where the island would show a message
 * instead (an unknown zone typed, an incomplete date or time to compare, a time that a
 * daylight-saving change skips or repeats, a city Intl rejects), it leaves the whole answer to the
 * island.
 */
import { todayInTimeZone } from "../lib/calendar-date";
import {
  fixedOffsetZones,
  isValidTimeZone,
  zonedWallTimeToInstant,
} from "../lib/timezone/timezone";
import { timezoneTexts } from "../lib/timezone/texts";
import { clockTickMs } from "../lib/timings";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";

/**
 * The island's texts for the fields at `nowMs` in the visitor's `localZone`, or null where it
 * shows something the early answer cannot (see above).
 * @example timezoneEarlyTexts((name) => ({ "fixed-zone": "JST", "any-zone": "Asia/Kolkata", "compare-date": "", "compare-time": "09:00", "compare-zone": "" })[name], Date.UTC(2025, 6, 1, 14), "UTC")?.["converted-time"] // "11:00:00 PM"
 */
export function timezoneEarlyTexts(
  field: FieldReader,
  nowMs: number,
  localZone: string,
): EarlyTexts {
  const fixedZone = fixedOffsetZones.find((zone) => zone.value === field("fixed-zone"));
  const anyZoneName = field("any-zone")?.trim() ?? "";
  const compareDateField = field("compare-date");
  const compareTime = field("compare-time");
  const compareZoneField = field("compare-zone");
  if (compareDateField === undefined || compareTime === undefined) return null;
  if (compareZoneField === undefined || !fixedZone) return null;
  // Without a known zone the island shows no reading but a message.
  if (anyZoneName === "" || !isValidTimeZone(anyZoneName)) return null;

  // The server renders the compared zone and date empty; left so, the island fills in the
  // visitor's zone and today there (an emptied field equals the server's, so is not replayed).
  const compareZone = (compareZoneField === "" ? localZone : compareZoneField).trim();
  if (!isValidTimeZone(compareZone)) return null;
  const compareDate =
    compareDateField === "" ? todayInTimeZone(new Date(nowMs), compareZone) : compareDateField;
  const comparison = zonedWallTimeToInstant(compareDate, compareTime, compareZone);
  // A skipped or repeated time adds a note the server's markup has no place for.
  if (!comparison.ok || comparison.adjustment !== "none") return null;

  return timezoneTexts({
    nowMs,
    localZone,
    fixedZone,
    anyZone: anyZoneName,
    comparedMs: comparison.instantMs,
  });
}

/**
 * Starts the early answer of the time zone island just before the current script.
 * @example answerTimezoneEarly() // in src/early-answers/entries/timezone.ts
 */
export function answerTimezoneEarly(): void {
  answerBeforeHydration(
    (field) =>
      timezoneEarlyTexts(field, Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    { answerDefaults: true, refreshMs: clockTickMs },
  );
}
