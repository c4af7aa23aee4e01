/**
 * Calendar dates ('YYYY-MM-DD') as plain days of the proleptic Gregorian calendar, with integer
 * arithmetic so that no answer depends on the machine's time zone; and today's date in a zone.
 * The age calculator and the time zone converter both read them.
 */

import { pageCache } from "./page-cache";

export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/**
 * Whether a year of the proleptic Gregorian calendar is a leap year.
 * @example isLeapYear(2000) // true
 * @example isLeapYear(1900) // false
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (1–12) of a year.
 * @example daysInMonth(2024, 2) // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses 'YYYY-MM-DD' (as a native date input gives it) into a real calendar date, else null.
 * @example parseIsoDate("1995-06-15") // { year: 1995, month: 6, day: 15 }
 * @example parseIsoDate("2023-02-29") // null
 */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4,6})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * A calendar date as 'YYYY-MM-DD'.
 * @example formatIsoDate({ year: 2025, month: 9, day: 1 }) // "2025-09-01"
 */
export function formatIsoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Days since 1970-01-01 (negative before), by integer arithmetic on the proleptic Gregorian
 * calendar (H. Hinnant's days_from_civil), so no Date object and no time zone is involved.
 * @example dayNumber({ year: 1970, month: 1, day: 2 }) // 1
 */
export function dayNumber(date: CalendarDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const shiftedMonth = date.month > 2 ? date.month - 3 : date.month + 9;
  const dayOfYear = Math.floor((153 * shiftedMonth + 2) / 5) + date.day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** A formatter per zone, shared by the page's bundles (page-cache.ts): each costs milliseconds. */
const dateFormatters = pageCache<Intl.DateTimeFormat>("today-formatters");

/**
 * Today's date in a time zone, as 'YYYY-MM-DD'. `now` and the zone are arguments so the result
 * never depends on the machine running it.
 * @example todayInTimeZone(new Date("2025-01-01T03:00:00Z"), "America/New_York") // "2024-12-31"
 */
export function todayInTimeZone(now: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    dateFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part("year"), month: part("month"), day: part("day") });
}
