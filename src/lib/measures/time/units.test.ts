import { describe, expect, it } from "vitest";
import { exact, quotient, toNumber, type Exact } from "../exact";
import { evaluateConversion } from "../define-converter";
import { timeConverter } from "./converter";
import { durationInWords, measureContext } from "./context";
import { formatDuration, isExactly } from "./duration";
import { timeUnits, secondsPerHour, type TimeUnitKey } from "./units";

/** Each unit's size in seconds, worked out here from the definitions, not read from the table. */
const secondsIn: Readonly<Record<TimeUnitKey, string>> = {
  nanoseconds: "1/1000000000",
  microseconds: "1/1000000",
  milliseconds: "1/1000",
  seconds: "1",
  minutes: "60",
  hours: String(60 * 60),
  days: String(24 * 60 * 60),
  weeks: String(7 * 24 * 60 * 60),
  // 146,097 days in the 400 years of the Gregorian cycle, a month a twelfth of a year.
  months: `${146097 * 86400}/${400 * 12}`,
  years: `${146097 * 86400}/400`,
  decades: `${146097 * 86400 * 10}/400`,
  centuries: `${146097 * 86400 * 100}/400`,
};

const same = (a: Exact, b: Exact) => a.numerator === b.numerator && a.denominator === b.denominator;

describe("time units", () => {
  it.each(Object.entries(secondsIn))("%s is %s s", (key, seconds) => {
    const unit = timeUnits.find((candidate) => candidate.key === key);
    expect(unit && same(unit.exact, exact(seconds))).toBe(true);
  });

  it("keeps secondsPerHour for the rates of other measures", () => {
    expect(same(secondsPerHour, exact(3600))).toBe(true);
  });

  it("says which month and year it means in the labels", () => {
    const label = (key: TimeUnitKey) => timeUnits.find((unit) => unit.key === key)?.label;
    expect(label("months")).toBe("Months (30.436875 d)");
    expect(label("years")).toBe("Years (365.2425 d)");
  });

  it.each([
    ["1", "hours", "minutes", "60 min"],
    ["1", "days", "hours", "24 h"],
    ["1", "weeks", "days", "7 d"],
    ["1", "years", "days", "365.2425 d"],
    ["1", "months", "days", "30.436875 d"],
    ["1", "years", "seconds", "31,556,952 s"],
    ["1", "seconds", "milliseconds", "1000 ms"],
    ["1", "microseconds", "nanoseconds", "1000 ns"],
    ["90", "minutes", "hours", "1.5 h"],
    ["1", "centuries", "years", "100 yr"],
    ["1", "years", "months", "12 mo"],
    ["1", "nanoseconds", "seconds", "1.0000e-9 s"],
  ])("converts %s %s to %s", (value, from, to, shown) => {
    const outcome = evaluateConversion(timeConverter, value, from, to);
    expect(outcome.status === "result" && outcome.resultText).toBe(shown);
  });

  it("converts exactly: a week is 604,800 s and a year 52.1775 weeks", () => {
    expect(timeConverter.convert(1, "weeks", "seconds")).toBe(604800);
    expect(timeConverter.convert(1, "years", "weeks")).toBe(
      toNumber(quotient(exact("146097"), exact("2800"))),
    );
    expect(timeConverter.convert(1, "years", "weeks")).toBe(52.1775);
  });
});

describe("durations", () => {
  it.each([
    ["0", "0 s", false],
    ["80", "1 min 20 s", false],
    ["3600", "1 h", false],
    ["90061", "25 h 1 min 1 s", false],
    ["1.5", "1.5 s", false],
    ["0.25", "0.25 s", false],
    ["8589934592/3000000", "≈ 47 min 43.312 s", true],
    ["1/3", "≈ 0.333333 s", true],
    ["59.9996", "≈ 1 min", true],
  ] as const)("%s s reads %s", (seconds, text, rounded) => {
    expect(formatDuration(exact(seconds))).toEqual({ text, rounded });
  });

  it("splits into days when asked", () => {
    expect(formatDuration(exact(90061), "day").text).toBe("1 d 1 h 1 min 1 s");
    expect(formatDuration(exact(86400 * 400), "day").text).toBe("400 d");
  });

  it("groups long counts of hours", () => {
    expect(formatDuration(exact(3600 * 1234567)).text).toBe("1,234,567 h");
  });

  it("refuses a negative duration", () => {
    expect(() => formatDuration(exact(-1))).toThrow(RangeError);
  });

  it("tells an exact decimal from a rounded one", () => {
    expect(isExactly("0.125", exact("1/8"))).toBe(true);
    expect(isExactly("1,000.5", exact("2001/2"))).toBe(true);
    expect(isExactly("0.333333", exact("1/3"))).toBe(false);
  });
});

describe("the time context line", () => {
  it("breaks a duration into days, hours, minutes and seconds", () => {
    expect(durationInWords(exact(100000))).toBe("1 d 3 h 46 min 40 s");
    expect(durationInWords(exact(0))).toContain("Enter a duration above 0");
  });

  it("adds mean Gregorian years from a year on", () => {
    // A mean year is 365 d 5 h 49 min 12 s (0.2425 d = 20,952 s).
    expect(durationInWords(exact(31556952))).toBe(
      "365 d 5 h 49 min 12 s; in mean Gregorian years: 1",
    );
    expect(durationInWords(exact(31556952 * 20000))).toBe("In mean Gregorian years: 20,000");
  });

  it("reads the value in its own unit", () => {
    const context = measureContext({
      value: 1.5,
      from: "days",
      to: "hours",
      result: 36,
      resultText: "36 h",
    });
    expect(context.heading).toBe("Time breakdown");
    expect(context.text).toBe("1 d 12 h");
  });
});
