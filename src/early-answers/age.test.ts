import { describe, expect, it } from "vitest";
import fc from "fast-check";
import AgeCalculator from "../components/calculators/AgeCalculator";
import { calculateAge } from "../lib/age/age";
import { formatIsoDate, todayInTimeZone } from "../lib/calendar-date";
import { ageBreakdownTexts } from "../lib/age/breakdown";
import { ageAddressFields, ageEarlyTexts } from "./age";
import { fieldsReader, serverEarlyParts } from "./server-html";

const dates =
  (birthDate: string, asOfDate: string) =>
  (name: string): string | undefined =>
    ({ "birth-date": birthDate, "as-of-date": asOfDate })[name];

/** What the island shows for two dates: the breakdown of calculateAge, or null for its messages. */
function islandTexts(birthDate: string, asOfDate: string) {
  const outcome = calculateAge(birthDate, asOfDate);
  return outcome.kind === "result" ? ageBreakdownTexts(outcome.result) : null;
}

const fixedNow = new Date("2025-09-19T16:00:00Z");
const calendarDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(formatIsoDate);

describe("ageEarlyTexts", () => {
  it("fills every slot of the island's server HTML from its own fields", () => {
    const server = serverEarlyParts(AgeCalculator);
    expect(Object.entries(server.fields)).toEqual([
      ["birth-date", "1995-06-15"],
      ["as-of-date", ""],
    ]);
    const texts = ageEarlyTexts(
      fieldsReader(server.fields),
      todayInTimeZone(fixedNow, "America/New_York"),
    );
    expect(Object.keys(texts ?? {}).sort()).toEqual(Object.keys(server.slots).sort());
    // Each slot has a text node to rewrite, and the server shows only "Loading..." until then.
    for (const [name, text] of Object.entries(server.slots)) expect(text, name).toBe(" ");
  });

  it("answers the default dates as of today in the visitor's zone, as the island does", () => {
    const texts = ageEarlyTexts(
      dates("1995-06-15", ""),
      todayInTimeZone(fixedNow, "America/New_York"),
    );
    expect(texts).toEqual({
      summary: "30 years, 3 months, 4 days",
      years: "30",
      "years-label": "Years",
      months: "3",
      "months-label": "Months",
      days: "4",
      "days-label": "Days",
      "total-days": "11,054",
      "total-days-label": "Total days",
      "total-hours": "265,296",
      "total-hours-label": "Total hours",
      "total-minutes": "15,917,760",
      "total-minutes-label": "Total minutes",
      "total-seconds": "955,065,600",
      "total-seconds-label": "Total seconds",
      "next-birthday": "269 days to go",
      "next-birthday-detail": "You turn 31 on Monday, June 15, 2026.",
      heartbeats: "1,114,243,200",
      "heartbeats-detail": "At an average of 70 beats per minute.",
      breaths: "238,766,400",
      "breaths-detail": "At an average of 15 breaths per minute.",
      sleep: "88,432 hours",
      "sleep-detail": "About 10.1 years, at 8 hours a night.",
      century: "70 years",
      "century-detail": "Until your 100th birthday.",
    });
    // 12:00 UTC is already the 20th at UTC+14 and still the 18th at UTC−10.
    const noonUtc = new Date("2025-09-19T12:00:00Z");
    expect(
      ageEarlyTexts(dates("1995-06-15", ""), todayInTimeZone(noonUtc, "Pacific/Kiritimati"))
        ?.summary,
    ).toBe("30 years, 3 months, 5 days");
    const earlyUtc = new Date("2025-09-19T05:00:00Z");
    expect(
      ageEarlyTexts(dates("1995-06-15", ""), todayInTimeZone(earlyUtc, "Pacific/Honolulu"))
        ?.summary,
    ).toBe("30 years, 3 months, 3 days");
  });

  it("equals the island's breakdown for any two dates and any clock", () => {
    const zones = ["America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC", "Etc/GMT+12"];
    fc.assert(
      fc.property(
        calendarDate,
        calendarDate,
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.constantFrom(...zones),
        (birthDate, asOfDate, nowMs, timeZone) => {
          const now = new Date(nowMs);
          expect(ageEarlyTexts(dates(birthDate, asOfDate), todayInTimeZone(now, timeZone))).toEqual(
            islandTexts(birthDate, asOfDate),
          );
          // An empty "Age as of" is today in the visitor's zone.
          expect(ageEarlyTexts(dates(birthDate, ""), todayInTimeZone(now, timeZone))).toEqual(
            islandTexts(birthDate, todayInTimeZone(now, timeZone)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("counts month ends and 29 February as the island does", () => {
    const cases = [
      ["2000-02-29", "2001-02-28", "1 year, 0 months, 0 days", "Year", "365"],
      ["2000-02-29", "2001-02-27", "0 years, 11 months, 29 days", "Years", "364"],
      ["2000-01-31", "2000-02-29", "0 years, 1 month, 0 days", "Years", "29"],
      ["2023-03-01", "2024-03-01", "1 year, 0 months, 0 days", "Year", "366"],
    ] as const;
    for (const [birthDate, asOfDate, summary, yearsLabel, totalDays] of cases) {
      const texts = ageEarlyTexts(dates(birthDate, asOfDate), todayInTimeZone(fixedNow, "UTC"));
      expect(texts?.summary).toBe(summary);
      expect(texts?.["years-label"]).toBe(yearsLabel);
      expect(texts?.["total-days"]).toBe(totalDays);
    }
    expect(
      ageEarlyTexts(dates("2000-01-31", "2000-02-29"), todayInTimeZone(fixedNow, "UTC"))?.[
        "months-label"
      ],
    ).toBe("Month");
  });

  it("leaves to the island the dates it answers with a message", () => {
    const cases = [
      ["", ""],
      ["", "2025-01-01"],
      ["2030-01-01", "2025-01-01"],
      ["2023-02-29", "2025-01-01"],
      ["1995-06-15", "not a date"],
    ] as const;
    for (const [birthDate, asOfDate] of cases) {
      expect(
        ageEarlyTexts(dates(birthDate, asOfDate), todayInTimeZone(fixedNow, "UTC")),
        birthDate,
      ).toBeNull();
    }
    // A birth date after today (the default as-of date).
    expect(ageEarlyTexts(dates("2025-09-20", ""), todayInTimeZone(fixedNow, "UTC"))).toBeNull();
    expect(ageEarlyTexts(() => undefined, todayInTimeZone(fixedNow, "UTC"))).toBeNull();
  });
});

describe("ageAddressFields", () => {
  it("gives the fields the dates of the page's address", () => {
    expect(ageAddressFields("?birth=1990-05-17&asof=2020-05-17", "2025-09-19")).toEqual({
      "birth-date": "1990-05-17",
      "as-of-date": "2020-05-17",
    });
    expect(ageAddressFields("?birth=1990-05-17", "2025-09-19")).toEqual({
      "birth-date": "1990-05-17",
    });
  });

  it("gives none for an address without them, or with dates that give no age", () => {
    expect(ageAddressFields("", "2025-09-19")).toEqual({});
    expect(ageAddressFields("?birth=1990-02-30", "2025-09-19")).toEqual({});
    expect(ageAddressFields("?birth=2025-09-20", "2025-09-19")).toEqual({});
  });

  it("answers the dates of the address at once, as the island does", () => {
    const server = serverEarlyParts(AgeCalculator);
    const texts = (search: string) =>
      ageEarlyTexts(
        fieldsReader({ ...server.fields, ...ageAddressFields(search, "2025-09-19") }),
        todayInTimeZone(fixedNow, "America/New_York"),
      );
    expect(texts("?birth=1990-05-17&asof=2020-05-17")).toEqual(
      islandTexts("1990-05-17", "2020-05-17"),
    );
    expect(texts("?birth=1990-05-17&asof=2020-05-17")?.summary).toBe("30 years, 0 months, 0 days");
    expect(texts("?birth=1990-05-17")).toEqual(islandTexts("1990-05-17", "2025-09-19"));
    expect(texts("?birth=nonsense")).toEqual(islandTexts("1995-06-15", "2025-09-19"));
    fc.assert(
      fc.property(fc.option(calendarDate), fc.option(calendarDate), (birth, asOf) => {
        const given = {
          ...(birth === null ? {} : { birth }),
          ...(asOf === null ? {} : { asof: asOf }),
        };
        expect(texts(`?${new URLSearchParams(given)}`)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
