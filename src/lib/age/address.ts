/**
 * What the age calculator opens with: its default date of birth and today as the as-of date, or
 * the dates its address gives (`?birth=1990-05-17`, and `&asof=2020-05-17` for another as-of
 * date); and the address of given dates, for links to the page (the calculator box's answer to
 * 'age 1990-05-17'). A date is taken only if it is a real calendar date and the two dates the page
 * would then show give an age (calculateAge); any other keeps the field's default, so a page never
 * opens on an error. The island (AgeCalculator.tsx) and its early answer
 * (src/early-answers/age.ts) both read the address here.
 */
import { calculateAge } from "./age";
import { formatIsoDate, parseIsoDate } from "../calendar-date";

/** The date of birth in the server's HTML ('YYYY-MM-DD'). */
export const defaultBirthDate = "1995-06-15";

/** The dates ('YYYY-MM-DD') an address gives the age calculator; one left out keeps its default. */
export interface AgeAddress {
  birth?: string;
  asOf?: string;
}

/** A real calendar date as 'YYYY-MM-DD'; null for any other text. */
function calendarDate(text: string | null): string | null {
  const date = text === null ? null : parseIsoDate(text);
  return date && formatIsoDate(date);
}

/**
 * The dates in a page address's query (`location.search`) that the age calculator takes, `today`
 * ('YYYY-MM-DD') being the as-of date when the address gives none. Of two dates that give no age,
 * the as-of date is left out, then the date of birth.
 * @example readAgeAddress("?birth=1990-05-17&asof=2020-05-17", "2025-06-01") // { birth: "1990-05-17", asOf: "2020-05-17" }
 * @example readAgeAddress("?birth=1990-05-17&asof=1980-01-01", "2025-06-01") // { birth: "1990-05-17" }
 * @example readAgeAddress("?birth=2023-02-29", "2025-06-01") // {}
 */
export function readAgeAddress(search: string, today: string): AgeAddress {
  const params = new URLSearchParams(search);
  const birth = calendarDate(params.get("birth"));
  const asOf = calendarDate(params.get("asof"));
  const givesAge = (birthDate: string, asOfDate: string) =>
    calculateAge(birthDate, asOfDate).kind === "result";
  if (givesAge(birth ?? defaultBirthDate, asOf ?? today)) {
    return { ...(birth === null ? {} : { birth }), ...(asOf === null ? {} : { asOf }) };
  }
  return birth !== null && givesAge(birth, today) ? { birth } : {};
}

/**
 * The query (without '?') that opens the age calculator with these dates ('YYYY-MM-DD').
 * @example ageAddress({ birth: "1990-05-17" }) // "birth=1990-05-17"
 * @example ageAddress({ birth: "1990-05-17", asOf: "2020-01-01" }) // "birth=1990-05-17&asof=2020-01-01"
 */
export function ageAddress(dates: AgeAddress): string {
  const params = new URLSearchParams();
  if (dates.birth !== undefined) params.set("birth", dates.birth);
  if (dates.asOf !== undefined) params.set("asof", dates.asOf);
  return params.toString();
}
