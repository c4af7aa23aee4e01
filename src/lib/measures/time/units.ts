/**
 * Time units; base unit: the second. The minute, hour and day are the SI Brochure's (Table 8:
 * non-SI units accepted for use with the SI); the week is seven days. The year is the mean year of
 * the Gregorian calendar, whose 400-year cycle has 97 leap years, so 146,097 days: 365.2425 days
 * on average. The month is a twelfth of that year (30.436875 days), the average calendar month, and
 * the decade and century are 10 and 100 such years. Calendar months and years vary (28 to 31 days,
 * 365 or 366), so these are averages for durations, not calendar dates.
 */
import { baseUnit, unitOf, type DefinedUnit } from "../define-unit";
import { quotient } from "../exact";
import { terminatingDecimal } from "../exact-decimal";
import type { LinearUnit, UnitKeyOf } from "../types";

const second = baseUnit("s", "SI base unit of time", "si");
const minute = unitOf("min", 60, second, "si");
const hour = unitOf("h", 60, minute, "si");
const day = unitOf("d", 24, hour, "si");
const week = unitOf("wk", 7, day, "definition");
/** 146,097 days in the 400 years of the Gregorian cycle: 365.2425 days a year. */
const year = unitOf("yr", "365.2425", day, "gregorianCalendar");
const month = unitOf("mo", "1/12", year, "gregorianCalendar");

/** The time units other measures are defined from (per second, per minute, per hour). */
export const times = { second, minute, hour, day, year };

/** Seconds in an hour (60 × 60), for the rates of other measures (per hour). */
export const secondsPerHour = hour.exact;

/** A calendar unit's length in days, as its label gives it: '30.436875'. */
const inDays = (unit: DefinedUnit) => terminatingDecimal(quotient(unit.exact, day.exact)) ?? "";

/** The select's group of the units that are averages of the Gregorian calendar. */
const meanGregorian = "Mean Gregorian calendar";

export const timeUnits = [
  {
    key: "nanoseconds",
    label: "Nanoseconds (ns)",
    group: "Seconds",
    ...unitOf("ns", "1e-9", second, "siPrefix"),
  },
  {
    key: "microseconds",
    label: "Microseconds (µs)",
    group: "Seconds",
    ...unitOf("µs", "1e-6", second, "siPrefix"),
  },
  {
    key: "milliseconds",
    label: "Milliseconds (ms)",
    group: "Seconds",
    ...unitOf("ms", "0.001", second, "siPrefix"),
  },
  { key: "seconds", label: "Seconds (s)", group: "Seconds", ...second },
  { key: "minutes", label: "Minutes (min)", group: "Clock and calendar", ...minute },
  { key: "hours", label: "Hours (h)", group: "Clock and calendar", ...hour },
  { key: "days", label: "Days (d)", group: "Clock and calendar", ...day },
  { key: "weeks", label: "Weeks (wk)", group: "Clock and calendar", ...week },
  { key: "months", label: `Months (${inDays(month)} d)`, group: meanGregorian, ...month },
  { key: "years", label: `Years (${inDays(year)} d)`, group: meanGregorian, ...year },
  {
    key: "decades",
    label: "Decades (10 years)",
    group: meanGregorian,
    ...unitOf("decade", 10, year, "definition"),
  },
  {
    key: "centuries",
    label: "Centuries (100 years)",
    group: meanGregorian,
    ...unitOf("century", 100, year, "definition"),
  },
] as const satisfies readonly LinearUnit[];

export type TimeUnitKey = UnitKeyOf<typeof timeUnits>;
