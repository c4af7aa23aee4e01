/**
 * The early answer of the age calculator island (see runtime.ts). Its HTML cannot carry an age
 * (that depends on the visitor's clock), so this answers the default dates at once too: the
 * breakdown (years, months, days and totals) for the dates in the fields, as of today in the
 * visitor's zone when "Age as of" is empty, as the island does. The milestones follow hydration.
 */
import { calculateAge } from "../lib/age/age";
import { todayInTimeZone } from "../lib/calendar-date";
import { ageBreakdownTexts } from "../lib/age/breakdown";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";

/**
 * The breakdown's texts for the fields, `now` in `timeZone`; null where the island shows a
 * message instead (a missing date, an impossible date, a birth after the as-of date).
 * @example ageEarlyTexts((name) => ({ "birth-date": "1995-06-15", "as-of-date": "" })[name], new Date("2025-09-19T12:00:00Z"), "UTC")?.summary // "30 years, 3 months, 4 days"
 */
export function ageEarlyTexts(field: FieldReader, now: Date, timeZone: string): EarlyTexts {
  const birthDate = field("birth-date");
  const asOfField = field("as-of-date");
  if (birthDate === undefined || asOfField === undefined) return null;
  // The server renders "Age as of" empty; left so, the island fills in today (an emptied field
  // equals the server's, so the island does not replay it as an edit either).
  const asOfDate = asOfField === "" ? todayInTimeZone(now, timeZone) : asOfField;
  const outcome = calculateAge(birthDate, asOfDate);
  return outcome.kind === "result" ? ageBreakdownTexts(outcome.result) : null;
}

/**
 * Starts the early answer of the age calculator island just before the current script.
 * @example answerAgeEarly() // in src/early-answers/entries/age.ts
 */
export function answerAgeEarly(): void {
  answerBeforeHydration(
    (field) => ageEarlyTexts(field, new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone),
    { answerDefaults: true },
  );
}
