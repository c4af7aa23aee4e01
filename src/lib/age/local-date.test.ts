import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { todayInTimeZone } from "../calendar-date";
import { calendarDateArbitrary } from "../calendar-date.fixtures";
import { localToday, longUsDate } from "./local-date";

describe("localToday", () => {
  it("is today in the machine's own zone, as todayInTimeZone reads it with Intl", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }), (ms) => {
        const now = new Date(ms);
        expect(localToday(now)).toBe(todayInTimeZone(now, zone));
      }),
      { numRuns: 500 },
    );
  });
});

describe("longUsDate", () => {
  it("writes a date as Intl's en-US long date does", () => {
    expect(longUsDate({ year: 2026, month: 6, day: 15 })).toBe("Monday, June 15, 2026");
    expect(longUsDate({ year: 1970, month: 1, day: 1 })).toBe("Thursday, January 1, 1970");
    const intl = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    fc.assert(
      fc.property(calendarDateArbitrary, (date) => {
        expect(longUsDate(date)).toBe(intl.format(Date.UTC(date.year, date.month - 1, date.day)));
      }),
      { numRuns: 1000 },
    );
  });
});
