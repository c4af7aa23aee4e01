import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addMonths, calculateAge, formatLongDate, formatOrdinal, type AgeResult } from "./age";
import { dayNumber, formatIsoDate } from "../calendar-date";
import { calendarDateArbitrary, utcDays } from "../calendar-date.fixtures";

function age(birth: string, asOf: string): AgeResult {
  const outcome = calculateAge(birth, asOf);
  if (outcome.kind !== "result") throw new Error(`no result: ${outcome.kind}`);
  return outcome.result;
}

describe("addMonths", () => {
  it("adds months and clamps to the end of shorter months", () => {
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({
      year: 2024,
      month: 2,
      day: 29,
    });
    expect(addMonths({ year: 2023, month: 1, day: 31 }, 1)).toEqual({
      year: 2023,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2024, month: 11, day: 30 }, 3)).toEqual({
      year: 2025,
      month: 2,
      day: 28,
    });
  });
});

describe("calculateAge", () => {
  it("matches the guide's worked example", () => {
    const result = age("1995-06-15", "2025-09-19");
    expect([result.years, result.months, result.days]).toEqual([30, 3, 4]);
    expect(result.totalDays).toBe(11_054);
    expect(result.totalHours).toBe(265_296);
    expect(result.totalMinutes).toBe(15_917_760);
    expect(result.totalSeconds).toBe(955_065_600);
    expect(result.milestones.heartbeats).toBe(15_917_760 * 70);
    expect(result.milestones.breaths).toBe(15_917_760 * 15);
    expect(result.milestones.sleepHours).toBe(88_432);
    expect(result.milestones.yearsToCentury).toBe(70);
  });

  it("borrows the previous month's length when the day is not yet reached", () => {
    const result = age("1990-01-31", "1990-03-01");
    // 31 Jan + 1 month = 28 Feb (clamped), then 1 day to 1 March.
    expect([result.years, result.months, result.days]).toEqual([0, 1, 1]);
    expect(age("2000-01-31", "2000-02-29")).toMatchObject({ years: 0, months: 1, days: 0 });
    expect(age("2000-01-31", "2000-03-30")).toMatchObject({ years: 0, months: 1, days: 30 });
    expect(age("2000-01-31", "2000-03-31")).toMatchObject({ years: 0, months: 2, days: 0 });
    expect(age("2000-05-20", "2001-05-19")).toMatchObject({ years: 0, months: 11, days: 29 });
  });

  it("treats 29 February birthdays by the month-end rule", () => {
    expect(age("2000-02-29", "2001-02-27")).toMatchObject({ years: 0, months: 11, days: 29 });
    expect(age("2000-02-29", "2001-02-28")).toMatchObject({ years: 1, months: 0, days: 0 });
    expect(age("2000-02-29", "2001-03-01")).toMatchObject({ years: 1, months: 0, days: 1 });
    expect(age("2000-02-29", "2004-02-28")).toMatchObject({ years: 3, months: 11, days: 30 });
    expect(age("2000-02-29", "2004-02-29")).toMatchObject({ years: 4, months: 0, days: 0 });
    expect(age("2000-02-29", "2003-12-31").milestones).toMatchObject({
      nextBirthday: "2004-02-29",
      nextAge: 4,
      daysToNextBirthday: 60,
    });
    expect(age("2000-02-29", "2001-01-01").milestones).toMatchObject({
      nextBirthday: "2001-02-28",
      daysToNextBirthday: 58,
    });
  });

  it("counts leap days in the totals", () => {
    expect(age("2023-03-01", "2024-03-01")).toMatchObject({
      years: 1,
      months: 0,
      days: 0,
      totalDays: 366,
    });
    expect(age("2022-03-01", "2023-03-01").totalDays).toBe(365);
  });

  it("counts down to the next birthday exactly", () => {
    const result = age("1995-06-15", "2025-09-19");
    expect(result.milestones).toMatchObject({
      nextBirthday: "2026-06-15",
      nextAge: 31,
      isBirthdayToday: false,
    });
    expect(result.milestones.daysToNextBirthday).toBe(269);
    const birthday = age("1995-06-15", "2025-06-15");
    expect(birthday.milestones).toMatchObject({
      isBirthdayToday: true,
      daysToNextBirthday: 365,
      nextAge: 31,
    });
    expect(age("1995-06-15", "2025-06-14").milestones.daysToNextBirthday).toBe(1);
  });

  it("gives an age of zero on the birth date itself", () => {
    const result = age("2024-02-29", "2024-02-29");
    expect([result.years, result.months, result.days, result.totalDays]).toEqual([0, 0, 0, 0]);
    expect(result.milestones.daysToNextBirthday).toBe(365); // 2025-02-28
  });

  it("never counts more than 100 years to a century below zero", () => {
    expect(age("1900-01-01", "2025-01-01").milestones.yearsToCentury).toBe(0);
  });

  it("gives no result for a missing, invalid or later birth date", () => {
    expect(calculateAge("", "2025-01-01")).toEqual({ kind: "missing" });
    expect(calculateAge("1995-06-15", "")).toEqual({ kind: "missing" });
    expect(calculateAge("1995-02-30", "2025-01-01")).toEqual({ kind: "invalid" });
    expect(calculateAge("2025-01-02", "2025-01-01")).toEqual({ kind: "birth-after-as-of" });
  });

  it.each([
    // birth, as of, outcome kind
    ["1886-11-25", "2026-11-25", "too-old"], // 140 years
    ["1896-11-24", "2026-11-25", "too-old"], // 130 years and a day
    ["1896-11-25", "2026-11-25", "result"], // exactly 130 years
    ["1896-11-26", "2026-11-25", "result"],
    ["1894-02-28", "2024-02-29", "result"], // 130 years back from 29 February is 28 February
    ["1894-02-27", "2024-02-29", "too-old"],
    ["0001-01-01", "2026-11-25", "too-old"],
  ])("takes a birth on %s as of %s no further back than 130 years: %s", (birth, asOf, kind) => {
    expect(calculateAge(birth, asOf).kind).toBe(kind);
  });

  it("answers an age of exactly 130 years", () => {
    expect(age("1896-11-25", "2026-11-25").years).toBe(130);
  });

  it("always rebuilds the as-of date from its years, months and days", () => {
    fc.assert(
      fc.property(calendarDateArbitrary, calendarDateArbitrary, (first, second) => {
        const [birth, asOf] =
          dayNumber(first) <= dayNumber(second) ? [first, second] : [second, first];
        // More than 130 years apart there is no age (see the test below).
        if (dayNumber(birth) < dayNumber(addMonths(asOf, -130 * 12))) {
          expect(calculateAge(formatIsoDate(birth), formatIsoDate(asOf))).toEqual({
            kind: "too-old",
          });
          return;
        }
        const result = age(formatIsoDate(birth), formatIsoDate(asOf));
        const wholeMonths = result.years * 12 + result.months;
        const anniversary = addMonths(birth, wholeMonths);
        expect(result.months).toBeGreaterThanOrEqual(0);
        expect(result.months).toBeLessThan(12);
        expect(result.days).toBeGreaterThanOrEqual(0);
        expect(dayNumber(anniversary) + result.days).toBe(dayNumber(asOf));
        // The next anniversary lies after the as-of date, so the months are whole and maximal.
        expect(dayNumber(addMonths(birth, wholeMonths + 1))).toBeGreaterThan(dayNumber(asOf));
        expect(result.totalDays).toBe(utcDays(asOf) - utcDays(birth));
        expect(result.totalSeconds).toBe(result.totalDays * 86_400);
        expect(result.milestones.daysToNextBirthday).toBeGreaterThanOrEqual(1);
        expect(result.milestones.daysToNextBirthday).toBeLessThanOrEqual(366);
        expect(result.milestones.nextAge).toBe(result.years + 1);
      }),
    );
  });
});

describe("formatLongDate", () => {
  it("prints the long US form of a calendar date", () => {
    expect(formatLongDate("2026-06-15")).toBe("Monday, June 15, 2026");
    expect(formatLongDate("2004-02-29")).toBe("Sunday, February 29, 2004");
  });
});

describe("formatOrdinal", () => {
  it("adds the English suffix", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31, 101, 112].map(formatOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "31st",
      "101st",
      "112th",
    ]);
  });
});
