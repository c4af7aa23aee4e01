/**
 * The calculator's answer to a time-zone question: a clock time in one place read in another
 * ('3 pm new york in tokyo', '9am EST to CET', 'noon paris in LA tomorrow'), or the time now in a
 * place ('now in tokyo', 'time in sydney'). The day is today's in the first place (from the `now`
 * passed in), so daylight saving is that day's; a time the clocks skip or repeat is said.
 */
import { dayNumber, formatIsoDate, parseIsoDate, todayInTimeZone } from "../calendar-date";
import { excerpt } from "../quick-convert/messages";
import { separatorPattern } from "../quick-convert/question-forms";
import {
  findPlaceZone,
  suggestPlaces,
  type PlaceZone,
  type PlaceZoneMatch,
} from "../timezone/places";
import {
  formatShortDate,
  isValidTimeZone,
  zonedWallTimeToInstant,
  zoneOffsetMinutes,
} from "../timezone/timezone";
import type { ToolAnswer } from "./tool-answer";

/** The time zone page; it reads no values from its address, so the link opens it as it is. */
const converterLink = { href: "/timezone", text: "Open the time zone converter" } as const;

/** Longer text is not a time-zone question. */
const maxQuestionLength = 120;

/** A clock time as typed ("3 pm", "15:30", "noon"), or the present moment. */
type AskedTime =
  | {
      readonly kind: "clock";
      readonly typed: string;
      readonly hours: number;
      readonly minutes: number;
    }
  | { readonly kind: "now"; readonly typed: string };

const timeSource = String.raw`(noon|midday|midnight|now|(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s?m\.?|([01]?\d|2[0-3]):([0-5]\d))`;
const timeFirstPattern = new RegExp(String.raw`^(?:at\s+)?${timeSource}(?=\s|$)`, "i");
const timeLastPattern = new RegExp(String.raw`(?:^|\s)(?:at\s+)?${timeSource}$`, "i");

/** The days a question may name, as days after today. */
const dayOffsets: Readonly<Record<string, number>> = { yesterday: -1, today: 0, tomorrow: 1 };

/** "time in tokyo", "what time is it in tokyo", "now in tokyo", "current time in tokyo". */
const nowPattern =
  /^(?:(?:what(?:'s| is) )?(?:the )?(?:current |local )*time(?: is it)?|what time is it|(?:right )?now)(?: now| right now)? in (.+?)(?: now| right now)?$/i;

/** The clock time in a match of the time pattern, or null when it is no time of day. */
function askedTime(match: RegExpExecArray): AskedTime | null {
  const [, typed = "", twelveHour, twelveMinute, meridiem, hour24, minute24] = match;
  const word = typed.toLowerCase();
  if (word === "now") return { kind: "now", typed };
  if (word === "noon" || word === "midday") return { kind: "clock", typed, hours: 12, minutes: 0 };
  if (word === "midnight") return { kind: "clock", typed, hours: 0, minutes: 0 };
  if (twelveHour !== undefined && meridiem !== undefined) {
    const hour = Number(twelveHour);
    if (hour < 1 || hour > 12) return null;
    const afternoon = meridiem.toLowerCase() === "p";
    return {
      kind: "clock",
      typed,
      hours: (hour % 12) + (afternoon ? 12 : 0),
      minutes: Number(twelveMinute ?? 0),
    };
  }
  return { kind: "clock", typed, hours: Number(hour24), minutes: Number(minute24) };
}

/** A time and the place text beside it: "3 pm new york" or "new york 3 pm"; null without a time. */
function timeAndPlace(text: string): { time: AskedTime; placeText: string } | null {
  const first = timeFirstPattern.exec(text);
  const firstTime = first && askedTime(first);
  if (first && firstTime) return { time: firstTime, placeText: text.slice(first[0].length).trim() };
  const last = timeLastPattern.exec(text);
  const lastTime = last && askedTime(last);
  if (last && lastTime) return { time: lastTime, placeText: text.slice(0, last.index).trim() };
  return null;
}

/** A typed place, read with or without a leading "from" or "in", or a trailing "time". */
function readPlace(text: string): PlaceZoneMatch | null {
  const bare = text.replace(/^(?:from|in)\s+/i, "");
  return findPlaceZone(bare) ?? (/\stime$/i.test(bare) ? findPlaceZone(bare.slice(0, -5)) : null);
}

/** 'a', 'a or b', 'a, b or c'. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1) ?? ""}`;
}

function unknownPlaceMessage(text: string, suggestions: readonly PlaceZone[]): string {
  return suggestions.length > 0
    ? `“${excerpt(text)}” is not a place I know. Did you mean ${listed(suggestions.map((place) => place.name))}?`
    : `“${excerpt(text)}” is not a place I know. Try a city, a country or a zone, such as Tokyo, France or EST.`;
}

function error(message: string): ToolAnswer {
  return { kind: "error", message };
}

type PlaceReading = { ok: true; place: PlaceZone } | { ok: false; answer: ToolAnswer };

/** A found place, or the error for a country of several zones or a zone the engine lacks. */
function placeReading(match: PlaceZoneMatch): PlaceReading {
  if (match.kind === "several") {
    const cities = listed(match.zones.map((place) => place.name));
    return {
      ok: false,
      answer: error(`${match.name} has several time zones; name a city, such as ${cities}.`),
    };
  }
  if (!isValidTimeZone(match.place.zone)) {
    return {
      ok: false,
      answer: error(`This browser does not know the time zone ${match.place.zone}.`),
    };
  }
  return { ok: true, place: match.place };
}

/** "UTC−5", "UTC+5:30", "UTC+0". */
function offsetText(instantMs: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instantMs, timeZone) ?? 0;
  const absolute = Math.abs(offset);
  const minutes = absolute % 60;
  return `UTC${offset < 0 ? "−" : "+"}${Math.floor(absolute / 60)}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`;
}

/** "3:00 PM" in a zone. */
function clockText(instantMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  })
    .format(instantMs)
    .replace(/[\u202f\u00a0]/g, " ");
}

/** "3:00 PM" for a wall-clock time. */
function wallClockText(hours: number, minutes: number): string {
  return clockText(Date.UTC(2000, 0, 1, hours, minutes), "UTC");
}

/** A zone's name said as one ("EST", "UTC+5") rather than a place to be in. */
function isZoneName(place: PlaceZone): boolean {
  return /^(?:[A-Z]+|UTC[+−]\d+)$/.test(place.name);
}

/** "3:00 PM Tue, Dec 1 in New York (UTC−5)": one side of the answer. */
function sideText(instantMs: number, place: PlaceZone, withDate: boolean): string {
  const date = withDate ? ` ${formatShortDate(instantMs, place.zone)}` : "";
  const offset = offsetText(instantMs, place.zone);
  const where = isZoneName(place) ? ` ${place.name}` : ` in ${place.name}`;
  // "UTC", "UTC+5" say their offset already.
  const offsetPart = place.name.startsWith("UTC") ? "" : ` (${offset})`;
  return `${clockText(instantMs, place.zone)}${date}${where}${offsetPart}`;
}

/** "New York (America/New_York)". */
function placeReference(place: PlaceZone): string {
  return place.name === place.zone ? place.zone : `${place.name} (${place.zone})`;
}

function notesOf(...notes: readonly (string | null)[]): string | null {
  const unique = [...new Set(notes.filter((note): note is string => note !== null))];
  return unique.length > 0 ? unique.join(" ") : null;
}

/** The date a number of days after an ISO date. */
function shiftedIsoDate(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  if (!date || days === 0) return isoDate;
  const shifted = new Date((dayNumber(date) + days) * 86_400_000);
  return formatIsoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** The time now in one place. */
function timeNowAnswer(placeText: string, nowMs: number): ToolAnswer | null {
  const match = readPlace(placeText);
  if (match === null) {
    // "time in minutes" is a unit question; only a near miss of a place is answered here.
    const suggestions = placeText.length >= 4 ? suggestPlaces(placeText, 3) : [];
    return suggestions.length > 0 ? error(unknownPlaceMessage(placeText, suggestions)) : null;
  }
  const reading = placeReading(match);
  if (!reading.ok) return reading.answer;
  const { place } = reading;
  return {
    kind: "tool",
    tool: "time-zone",
    resultText: sideText(nowMs, place, true),
    readAs: `The time now in ${placeReference(place)}`,
    note: place.note,
    link: converterLink,
  };
}

/** A time in one place read in another. */
function conversionAnswer(
  time: AskedTime,
  sourceText: string,
  targetText: string,
  dayOffset: number,
  nowMs: number,
): ToolAnswer | null {
  const targetMatch = readPlace(targetText);
  const sourceMatch = sourceText === "" ? null : readPlace(sourceText);
  if (sourceText === "") {
    if (targetMatch === null) return null;
    if (time.kind === "now") return timeNowAnswer(targetText, nowMs);
    const example =
      targetMatch.kind === "zone" && targetMatch.place.zone === "America/New_York"
        ? "London"
        : "New York";
    const targetName = targetMatch.kind === "zone" ? targetMatch.place.name : targetText;
    return error(`Say where ${time.typed} is, e.g. ${time.typed} ${example} in ${targetName}.`);
  }
  if (sourceMatch === null && targetMatch === null) return null;
  if (sourceMatch === null)
    return error(unknownPlaceMessage(sourceText, suggestPlaces(sourceText, 3)));
  if (targetMatch === null)
    return error(unknownPlaceMessage(targetText, suggestPlaces(targetText, 3)));
  const source = placeReading(sourceMatch);
  const target = placeReading(targetMatch);
  if (!source.ok) return source.answer;
  if (!target.ok) return target.answer;
  const from = source.place;
  const to = target.place;

  let instantMs = nowMs;
  let timeNote: string | null = null;
  let askedText = "Now";
  if (time.kind === "clock") {
    const date = shiftedIsoDate(todayInTimeZone(new Date(nowMs), from.zone), dayOffset);
    const wallTime = `${String(time.hours).padStart(2, "0")}:${String(time.minutes).padStart(2, "0")}`;
    const conversion = zonedWallTimeToInstant(date, wallTime, from.zone);
    if (!conversion.ok) return null;
    instantMs = conversion.instantMs;
    const asked = wallClockText(time.hours, time.minutes);
    const dayText = formatShortDate(instantMs, from.zone);
    if (conversion.adjustment === "skipped") {
      timeNote = `${asked} does not exist in ${from.name} on ${dayText}: the clocks go forward past it, so it is read as ${clockText(instantMs, from.zone)} (${offsetText(instantMs, from.zone)}).`;
    } else if (conversion.adjustment === "repeated") {
      timeNote = `${asked} happens twice in ${from.name} on ${dayText}, as the clocks go back; this is the first, at ${offsetText(instantMs, from.zone)}.`;
    }
    const dayName = Object.keys(dayOffsets).find((day) => dayOffsets[day] === dayOffset);
    askedText = `${asked} ${dayName ?? date}`;
  }

  const sameDate =
    todayInTimeZone(new Date(instantMs), from.zone) ===
    todayInTimeZone(new Date(instantMs), to.zone);
  return {
    kind: "tool",
    tool: "time-zone",
    resultText: `${sideText(instantMs, from, !sameDate)} = ${sideText(instantMs, to, !sameDate)}`,
    readAs: `${askedText} in ${placeReference(from)} → ${placeReference(to)}`,
    note: notesOf(timeNote, from.note, to.note),
    link: converterLink,
  };
}

/**
 * Answers a time-zone question: a time in one place read in another ('3 pm new york in tokyo',
 * '15:30 london to new york', '9am EST to CET', 'noon paris in LA tomorrow'), or the time now in a
 * place ('now in tokyo', 'time in sydney'); an error answer for an unknown place or a time with
 * no place; null when the text is not a time-zone question.
 * @example answerTimeZoneQuestion("3 pm new york in tokyo", new Date("2026-12-01T12:00:00Z")) // { kind: "tool", resultText: "3:00 PM Tue, Dec 1 in New York (UTC−5) = 5:00 AM Wed, Dec 2 in Tokyo (UTC+9)", … }
 */
export function answerTimeZoneQuestion(text: string, now: Date): ToolAnswer | null {
  if (text.length > maxQuestionLength) return null;
  let question = text
    .trim()
    .replace(/[?!.]+$/, "")
    .replace(/\s+/g, " ")
    .replace(/^(?:convert|what(?:'s| is)(?= \d| noon| midnight))\s+/i, "");
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs) || question === "") return null;

  const asksNow = nowPattern.exec(question);
  if (asksNow?.[1] !== undefined) return timeNowAnswer(asksNow[1], nowMs);

  let dayOffset = 0;
  const dayWord = /(?:^|\s)(yesterday|today|tomorrow)(?=\s|$)/i.exec(question);
  if (dayWord?.[1] !== undefined) {
    dayOffset = dayOffsets[dayWord[1].toLowerCase()] ?? 0;
    question =
      `${question.slice(0, dayWord.index)} ${question.slice(dayWord.index + dayWord[0].length)}`
        .replace(/\s+/g, " ")
        .trim();
  }

  for (const separator of question.matchAll(separatorPattern)) {
    const left = question.slice(0, separator.index).trim();
    const right = question.slice(separator.index + separator[0].length).trim();
    const asked = timeAndPlace(left);
    if (asked === null || right === "") continue;
    // "now tomorrow" asks nothing clear.
    if (asked.time.kind === "now" && dayWord) return null;
    // "3 pm in new york to tokyo": a split that reads no place may be followed by one that does.
    const answer = conversionAnswer(asked.time, asked.placeText, right, dayOffset, nowMs);
    if (answer) return answer;
  }
  return null;
}
