import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  dayNumber,
  daysInMonth,
  formatIsoDate,
  isLeapYear,
  parseIsoDate,
  todayInTimeZone,
} from "./calendar-date";
import { calendarDateArbitrary, utcDays } from "./calendar-date.fixtures";

describe("calendar helpers", () => {
  it("knows leap years and month lengths", () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it("parses only real 'YYYY-MM-DD' dates", () => {
    expect(parseIsoDate("1995-06-15")).toEqual({ year: 1995, month: 6, day: 15 });
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2023-13-01")).toBeNull();
    expect(parseIsoDate("2023-04-31")).toBeNull();
    expect(parseIsoDate("15/06/1995")).toBeNull();
    expect(parseIsoDate("")).toBeNull();
  });

  it("counts days exactly like Date.UTC, in any process time zone", () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    fc.assert(
      fc.property(calendarDateArbitrary, (date) => {
        expect(dayNumber(date)).toBe(utcDays(date));
        expect(parseIsoDate(formatIsoDate(date))).toEqual(date);
      }),
    );
  });
});

describe("todayInTimeZone", () => {
  it("reads the date in the given zone, not the machine's", () => {
    const instant = new Date("2025-01-01T03:00:00Z");
    expect(todayInTimeZone(instant, "America/New_York")).toBe("2024-12-31");
    expect(todayInTimeZone(instant, "UTC")).toBe("2025-01-01");
    expect(todayInTimeZone(new Date("2024-12-31T18:45:00Z"), "Asia/Kolkata")).toBe("2025-01-01");
    // Lord Howe is UTC+10:30 in June.
    expect(todayInTimeZone(new Date("2025-06-30T13:45:00Z"), "Australia/Lord_Howe")).toBe(
      "2025-07-01",
    );
    expect(todayInTimeZone(new Date("2025-06-30T13:15:00Z"), "Australia/Lord_Howe")).toBe(
      "2025-06-30",
    );
  });
});
