/**
 * The time converter's context line: the duration as a clock and calendar read it, in days, hours,
 * minutes and seconds, and in mean Gregorian years once it is a year or longer.
 */
import type { TimeUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { exact, product, quotient, toNumber, type Exact } from "../exact";
import { formatSignificant } from "../../number-format";
import { formatDuration, isExactly } from "./duration";
import { timeUnits, times } from "./units";

/** Past this many years a breakdown into days would be a long row of digits. */
const longestBreakdownInYears = 10_000;

/**
 * A duration in seconds said as days, hours, minutes and seconds, and as years past a year.
 * @example durationInWords(exact(90061)) // "1 d 1 h 1 min 1 s"
 * @example durationInWords(exact(0)) // "Enter a duration above 0 to see it in days, hours, minutes and seconds."
 */
export function durationInWords(seconds: Exact): string {
  if (seconds.numerator === 0n) {
    return "Enter a duration above 0 to see it in days, hours, minutes and seconds.";
  }
  const years = quotient(seconds, times.year.exact);
  const yearCount = toNumber(years);
  if (yearCount < 1) return formatDuration(seconds, "day").text;
  const yearsText = formatSignificant(yearCount, 6, true);
  const inYears = `in mean Gregorian years: ${isExactly(yearsText, years) ? "" : "≈ "}${yearsText}`;
  if (yearCount >= longestBreakdownInYears)
    return `${inYears.charAt(0).toUpperCase()}${inYears.slice(1)}`;
  return `${formatDuration(seconds, "day").text}; ${inYears}`;
}

/**
 * The context line of a time conversion (loaded with the converter's details, not with the page).
 * @example measureContext({ value: 100000, from: "seconds", to: "hours", result, resultText }).text // "1 d 3 h 46 min 40 s"
 */
export function measureContext({ value, from }: Conversion<TimeUnitKey>): ConverterContext {
  const unit = timeUnits.find((candidate) => candidate.key === from) ?? timeUnits[3];
  return contextLine("Time breakdown", durationInWords(product(exact(value), unit.exact)));
}
