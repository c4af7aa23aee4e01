import fc from "fast-check";
import { daysInMonth, type CalendarDate } from "./calendar-date";

// Shared by the calendar and age tests.

/** An independent day count through Date.UTC (valid for years 1000–9999). */
export function utcDays(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}

/** Any real calendar date from 1900 to 2100. */
export const calendarDateArbitrary = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((date) => ({ ...date, day: Math.min(date.day, daysInMonth(date.year, date.month)) }));
