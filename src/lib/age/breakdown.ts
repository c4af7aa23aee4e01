/**
 * The texts of the age calculator's answer, as the page prints them: the sentence read to screen
 * readers, the years, months and days tiles with their labels, the four totals with theirs, and
 * each milestone's figure and line. The island (AgeCalculator.tsx) and its early answer
 * (src/early-answers/age.ts) both print these, so the answer shown before hydration is the
 * island's own.
 */
import { ageRates, formatLongDate, formatOrdinal, type AgeResult } from "./age";
import { formatTrimmed } from "../number-format";

/** Every text of the breakdown by name; each names the element (an early-answer slot) that shows it. */
export const ageBreakdownTextNames = [
  "summary",
  "years",
  "years-label",
  "months",
  "months-label",
  "days",
  "days-label",
  "total-days",
  "total-days-label",
  "total-hours",
  "total-hours-label",
  "total-minutes",
  "total-minutes-label",
  "total-seconds",
  "total-seconds-label",
  "next-birthday",
  "next-birthday-detail",
  "heartbeats",
  "heartbeats-detail",
  "breaths",
  "breaths-detail",
  "sleep",
  "sleep-detail",
  "century",
  "century-detail",
] as const;

export type AgeBreakdownTextName = (typeof ageBreakdownTextNames)[number];

export type AgeBreakdownTexts = Readonly<Record<AgeBreakdownTextName, string>>;

/**
 * A whole number with thousands separators, as the age page prints counts.
 * @example formatWholeCount(955065600) // "955,065,600"
 */
export function formatWholeCount(value: number): string {
  return formatTrimmed(value, 0, true);
}

/**
 * A count and its unit, the unit singular for 1.
 * @example formatCountOf(1, "month") // "1 month"
 * @example formatCountOf(11054, "day") // "11,054 days"
 */
export function formatCountOf(count: number, unit: string): string {
  return `${formatWholeCount(count)} ${unit}${count === 1 ? "" : "s"}`;
}

/**
 * The breakdown's and milestones' texts for an age.
 * @example ageBreakdownTexts(result).summary // "30 years, 3 months, 4 days" (1995-06-15 to 2025-09-19)
 */
export function ageBreakdownTexts(result: AgeResult): AgeBreakdownTexts {
  const { milestones } = result;
  const daysToGo = formatCountOf(milestones.daysToNextBirthday, "day");
  return {
    summary: `${formatCountOf(result.years, "year")}, ${formatCountOf(result.months, "month")}, ${formatCountOf(result.days, "day")}`,
    years: formatWholeCount(result.years),
    "years-label": result.years === 1 ? "Year" : "Years",
    months: formatWholeCount(result.months),
    "months-label": result.months === 1 ? "Month" : "Months",
    days: formatWholeCount(result.days),
    "days-label": result.days === 1 ? "Day" : "Days",
    "total-days": formatWholeCount(result.totalDays),
    "total-days-label": "Total days",
    "total-hours": formatWholeCount(result.totalHours),
    "total-hours-label": "Total hours",
    "total-minutes": formatWholeCount(result.totalMinutes),
    "total-minutes-label": "Total minutes",
    "total-seconds": formatWholeCount(result.totalSeconds),
    "total-seconds-label": "Total seconds",
    "next-birthday": milestones.isBirthdayToday ? "Today!" : `${daysToGo} to go`,
    "next-birthday-detail": milestones.isBirthdayToday
      ? `Happy birthday! Your ${formatOrdinal(milestones.nextAge)} is ${daysToGo} away.`
      : `You turn ${formatWholeCount(milestones.nextAge)} on ${formatLongDate(milestones.nextBirthday)}.`,
    heartbeats: formatWholeCount(milestones.heartbeats),
    "heartbeats-detail": `At an average of ${ageRates.heartbeatsPerMinute} beats per minute.`,
    breaths: formatWholeCount(milestones.breaths),
    "breaths-detail": `At an average of ${ageRates.breathsPerMinute} breaths per minute.`,
    sleep: `${formatWholeCount(milestones.sleepHours)} hours`,
    "sleep-detail": `About ${formatTrimmed(milestones.sleepHours / 24 / ageRates.daysPerYear, 1, true)} years, at ${ageRates.sleepHoursPerDay} hours a night.`,
    century:
      milestones.yearsToCentury === 0
        ? "Reached"
        : formatCountOf(milestones.yearsToCentury, "year"),
    "century-detail":
      milestones.yearsToCentury === 0
        ? "100 years or more. Remarkable!"
        : "Until your 100th birthday.",
  };
}
