/**
 * The time converter's reference card, computed from the units.
 */
import { referenceLines, type ReferenceCardData, type ReferenceLine } from "../reference-card";
import { timeUnits } from "./units";

const line = referenceLines(timeUnits);

/** Time reference: the clock's steps, then the mean calendar units (their factors in full). */
export const timeReference: { clock: ReferenceLine[]; calendar: ReferenceLine[] } = {
  clock: [
    line("1 minute", "minutes", "seconds", "seconds"),
    line("1 hour", "hours", "seconds", "seconds"),
    line("1 day", "days", "seconds", "seconds"),
    line("1 week", "weeks", "hours", "hours"),
    line("1 second", "seconds", "milliseconds", "ms"),
  ],
  calendar: [
    line("1 month", "months", "days", "days", 8),
    line("1 year", "years", "days", "days", 8),
    line("1 year", "years", "seconds", "seconds", 8),
    line("1 year", "years", "weeks", "weeks", 8),
  ],
};

/** The side card of the time converter page. */
export const referenceCard: ReferenceCardData = {
  title: "Time Reference",
  sections: [
    { lines: timeReference.clock },
    { title: "Mean Gregorian calendar", lines: timeReference.calendar },
  ],
  note: "A year here is the mean Gregorian year (97 leap years in 400) and a month a twelfth of it; real calendar months run from 28 to 31 days.",
};
