/**
 * The early answer of the age calculator island (see runtime.ts). Its HTML cannot carry an age
 * (that depends on the visitor's clock), so this answers the default dates at once too: the
 * breakdown (years, months, days and totals) and the milestones for the dates in the fields, as of
 * today in the visitor's zone when "Age as of" is empty, as the island does.
 * Dates in the page's address (src/lib/age/address.ts) are written into the fields first, and
 * answered as typed ones.
 */
import { calculateAge } from "../lib/age/age";
import { readAgeAddress } from "../lib/age/address";
import { localToday } from "../lib/age/local-date";
import { ageBreakdownTexts } from "../lib/age/breakdown";
import { answerBeforeHydration, fillFields, type EarlyTexts, type FieldReader } from "./runtime";

/**
 * The breakdown's and milestones' texts for the fields, `today` ('YYYY-MM-DD') being the visitor's date; null
 * where the island shows a message instead (a missing date, an impossible date, a birth after the
 * as-of date).
 * @example ageEarlyTexts((name) => ({ "birth-date": "1995-06-15", "as-of-date": "" })[name], "2025-09-19")?.summary // "30 years, 3 months, 4 days"
 */
export function ageEarlyTexts(field: FieldReader, today: string): EarlyTexts {
  const birthDate = field("birth-date");
  const asOfField = field("as-of-date");
  if (birthDate === undefined || asOfField === undefined) return null;
  // The server renders "Age as of" empty; left so, the island fills in today (an emptied field
  // equals the server's, so the island does not replay it as an edit either).
  const asOfDate = asOfField === "" ? today : asOfField;
  const outcome = calculateAge(birthDate, asOfDate);
  return outcome.kind === "result" ? ageBreakdownTexts(outcome.result) : null;
}

/**
 * The fields' texts by their early-answer names that the page's address (`location.search`)
 * gives, `today` ('YYYY-MM-DD') being the as-of date when it gives none.
 * @example ageAddressFields("?birth=1990-05-17&asof=2020-05-17", "2025-09-19") // { "birth-date": "1990-05-17", "as-of-date": "2020-05-17" }
 */
export function ageAddressFields(search: string, today: string): Readonly<Record<string, string>> {
  const { birth, asOf } = readAgeAddress(search, today);
  const texts: Record<string, string> = {};
  if (birth !== undefined) texts["birth-date"] = birth;
  if (asOf !== undefined) texts["as-of-date"] = asOf;
  return texts;
}

/**
 * Starts the early answer of the age calculator island just before the current script, with the
 * dates of the page's address in its fields.
 * @example answerAgeEarly() // in src/early-answers/entries/age.ts
 */
export function answerAgeEarly(): void {
  // The clock's local date, not an Intl formatter: the page builds none as it loads.
  fillFields(ageAddressFields(location.search, localToday(new Date())));
  answerBeforeHydration((field) => ageEarlyTexts(field, localToday(new Date())), {
    answerDefaults: true,
  });
}
