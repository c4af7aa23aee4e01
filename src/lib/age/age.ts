/**
 * Age between two calendar dates ('YYYY-MM-DD'): years, months and days by the calendar, totals
 * from the exact day count, and milestones. Dates are handled as plain calendar days with integer
 * arithmetic, so the answers never depend on the machine's time zone. A 29 February birthday is
 * reached on 28 February in common years (the month-end rule of adding years to a date).
 */

import {
  type CalendarDate,
  daysInMonth,
  parseIsoDate,
  formatIsoDate,
  dayNumber,
} from "../calendar-date";
import { longUsDate } from "./local-date";

export interface AgeMilestones {
  /** Whole days from the as-of date to the next birthday (1 to 366). */
  daysToNextBirthday: number;
  /** The next birthday as 'YYYY-MM-DD'. */
  nextBirthday: string;
  /** The age that birthday brings. */
  nextAge: number;
  /** The as-of date is a birthday (or the birth date itself). */
  isBirthdayToday: boolean;
  /** Total minutes × 70. */
  heartbeats: number;
  /** Total minutes × 15. */
  breaths: number;
  /** Total days × 8. */
  sleepHours: number;
  /** 100 − years, never below 0. */
  yearsToCentury: number;
}

export interface AgeResult {
  years: number;
  /** 0–11. */
  months: number;
  /** Days since the last month anniversary. */
  days: number;
  totalDays: number;
  totalHours: number;
  totalMinutes: number;
  totalSeconds: number;
  milestones: AgeMilestones;
}

export type AgeOutcome =
  | { kind: "result"; result: AgeResult }
  | { kind: "missing" }
  | { kind: "invalid" }
  | { kind: "birth-after-as-of" }
  | { kind: "too-old" };

/** The longest span the calculator takes as an age: no one is known to have lived 123 years. */
export const maxAgeYears = 130;

/** Why two dates give no age (the outcomes that are neither an age nor a missing date). */
export type AgeProblem = Exclude<AgeOutcome["kind"], "result" | "missing">;

/**
 * The age calculator's message for two dates that give no age (its alert line). A function, not
 * an object, so that the early answer, which never shows these, leaves them out of its script.
 * @example ageMessage("invalid") // "One of the dates is not a valid calendar date."
 */
export function ageMessage(problem: AgeProblem): string {
  if (problem === "invalid") return "One of the dates is not a valid calendar date.";
  if (problem === "birth-after-as-of") {
    return "The date of birth is after the as-of date, so there is no age to show. Choose an earlier birth date or a later as-of date.";
  }
  return `The date of birth is more than ${maxAgeYears} years before the as-of date, longer than anyone has lived. Check the year.`;
}

export const ageRates = {
  heartbeatsPerMinute: 70,
  breathsPerMinute: 15,
  sleepHoursPerDay: 8,
  /** The spec's year, for figures given in years (time asleep). */
  daysPerYear: 365.25,
} as const;

/**
 * Adds whole months to a date; a day past the end of the target month becomes its last day.
 * @example addMonths({ year: 2024, month: 2, day: 29 }, 12) // { year: 2025, month: 2, day: 28 }
 * @example addMonths({ year: 2025, month: 1, day: 31 }, 1) // { year: 2025, month: 2, day: 28 }
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The largest whole number of months k with birth + k months on or before the as-of day. */
function wholeMonthsBetween(birth: CalendarDate, asOf: CalendarDate): number {
  const asOfDay = dayNumber(asOf);
  let months = (asOf.year - birth.year) * 12 + (asOf.month - birth.month);
  while (months > 0 && dayNumber(addMonths(birth, months)) > asOfDay) months -= 1;
  return Math.max(0, months);
}

/**
 * Exact age from a birth date to an as-of date. Years and months are counted by the calendar
 * (the last anniversary on or before the as-of date), days are what remains; the totals multiply
 * the exact day count. A birth more than 130 years before the as-of date gets no age.
 * @example calculateAge("1995-06-15", "2025-09-19") // { kind: "result", result: { years: 30, months: 3, days: 4, totalDays: 11054, ... } }
 * @example calculateAge("2030-01-01", "2025-01-01") // { kind: "birth-after-as-of" }
 * @example calculateAge("1885-01-01", "2025-01-01") // { kind: "too-old" }
 */
export function calculateAge(birthText: string, asOfText: string): AgeOutcome {
  if (birthText.trim() === "" || asOfText.trim() === "") return { kind: "missing" };
  const birth = parseIsoDate(birthText);
  const asOf = parseIsoDate(asOfText);
  if (!birth || !asOf) return { kind: "invalid" };
  const birthDay = dayNumber(birth);
  const asOfDay = dayNumber(asOf);
  if (birthDay > asOfDay) return { kind: "birth-after-as-of" };
  if (birthDay < dayNumber(addMonths(asOf, -maxAgeYears * 12))) return { kind: "too-old" };

  const wholeMonths = wholeMonthsBetween(birth, asOf);
  const years = Math.floor(wholeMonths / 12);
  const months = wholeMonths % 12;
  const days = asOfDay - dayNumber(addMonths(birth, wholeMonths));
  const totalDays = asOfDay - birthDay;
  const totalHours = totalDays * 24;
  const totalMinutes = totalHours * 60;
  const totalSeconds = totalMinutes * 60;

  const nextBirthdayDate = addMonths(birth, (years + 1) * 12);
  const milestones: AgeMilestones = {
    daysToNextBirthday: dayNumber(nextBirthdayDate) - asOfDay,
    nextBirthday: formatIsoDate(nextBirthdayDate),
    nextAge: years + 1,
    isBirthdayToday: months === 0 && days === 0,
    heartbeats: totalMinutes * ageRates.heartbeatsPerMinute,
    breaths: totalMinutes * ageRates.breathsPerMinute,
    sleepHours: totalDays * ageRates.sleepHoursPerDay,
    yearsToCentury: Math.max(0, 100 - years),
  };
  return {
    kind: "result",
    result: { years, months, days, totalDays, totalHours, totalMinutes, totalSeconds, milestones },
  };
}

/**
 * A calendar date in long US form, e.g. for the next-birthday card.
 * @example formatLongDate("2026-06-15") // "Monday, June 15, 2026"
 */
export function formatLongDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? longUsDate(date) : isoDate;
}

// Made on first use: the early answer, which runs before the page's first paint, needs it only on
// a birthday, and a page's first Intl object costs a phone some 100 ms (ICU's data).
let ordinalRules: Intl.PluralRules | undefined;
const ordinalSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: "th",
  one: "st",
  two: "nd",
  few: "rd",
  many: "th",
  other: "th",
};

/**
 * An English ordinal, for birthdays.
 * @example formatOrdinal(31) // "31st"
 * @example formatOrdinal(112) // "112th"
 */
export function formatOrdinal(value: number): string {
  ordinalRules ??= new Intl.PluralRules("en-US", { type: "ordinal" });
  return `${value}${ordinalSuffixes[ordinalRules.select(value)]}`;
}
