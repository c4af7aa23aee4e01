/**
 * The age page's dates without Intl: its first date formatter on a page holds a phone's main
 * thread for some 100 ms (ICU's data), and the page needs none. Apart from calendar-date.ts,
 * which the time zone page loads too.
 */
import { dayNumber, formatIsoDate, type CalendarDate } from "../calendar-date";

/**
 * Today's date in the visitor's own zone, as 'YYYY-MM-DD', from the clock's local fields: what
 * todayInTimeZone gives for the browser's zone, without an Intl formatter, whose first use on a
 * page holds a phone's main thread for some 100 ms (ICU's data).
 * @example localToday(new Date(2025, 0, 1, 12)) // "2025-01-01"
 */
export function localToday(now: Date): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A calendar date in long US English form, as Intl's en-US long date writes it, without Intl
 * (see localToday).
 * @example longUsDate({ year: 2026, month: 6, day: 15 }) // "Monday, June 15, 2026"
 */
export function longUsDate(date: CalendarDate): string {
  // 1970-01-01, day 0, was a Thursday.
  const weekday = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return `${weekdayNames[weekday]}, ${monthNames[date.month - 1]} ${date.day}, ${date.year}`;
}
