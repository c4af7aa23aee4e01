import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ageAddress, defaultBirthDate, readAgeAddress } from "./address";
import { calculateAge } from "./age";
import { formatIsoDate } from "../calendar-date";

const today = "2025-06-01";

describe("readAgeAddress", () => {
  it("takes a date of birth, and an as-of date", () => {
    expect(readAgeAddress("?birth=1990-05-17", today)).toEqual({ birth: "1990-05-17" });
    expect(readAgeAddress("?birth=1990-05-17&asof=2020-05-17", today)).toEqual({
      birth: "1990-05-17",
      asOf: "2020-05-17",
    });
    expect(readAgeAddress("asof=2020-05-17", today)).toEqual({ asOf: "2020-05-17" });
  });

  it("leaves out what is no calendar date", () => {
    expect(readAgeAddress("?birth=2023-02-29", today)).toEqual({});
    expect(readAgeAddress("?birth=17/05/1990", today)).toEqual({});
    expect(readAgeAddress("?birth=1990-5-17", today)).toEqual({});
    expect(readAgeAddress("?birth=", today)).toEqual({});
    expect(readAgeAddress("?birth=1990-05-17&asof=tomorrow", today)).toEqual({
      birth: "1990-05-17",
    });
    expect(readAgeAddress("?birth=abc&asof=2020-01-01", today)).toEqual({ asOf: "2020-01-01" });
    expect(readAgeAddress("", today)).toEqual({});
  });

  it("leaves out the as-of date, then the date of birth, of dates that give no age", () => {
    // A birth after the as-of date: as of today it is an age.
    expect(readAgeAddress("?birth=1990-05-17&asof=1980-01-01", today)).toEqual({
      birth: "1990-05-17",
    });
    // A birth after today.
    expect(readAgeAddress("?birth=2030-01-01", today)).toEqual({});
    expect(readAgeAddress("?birth=2030-01-01&asof=2040-01-01", today)).toEqual({
      birth: "2030-01-01",
      asOf: "2040-01-01",
    });
    // More than 130 years.
    expect(readAgeAddress("?birth=1880-01-01", today)).toEqual({});
    // An as-of date before the default date of birth.
    expect(readAgeAddress("?asof=1990-01-01", today)).toEqual({});
  });

  it("never opens the page on dates that give no age", () => {
    const date = fc
      .record({
        year: fc.integer({ min: 1850, max: 2100 }),
        month: fc.integer({ min: 1, max: 13 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(formatIsoDate);
    fc.assert(
      fc.property(fc.option(date), fc.option(date), date, (birth, asOf, day) => {
        const given = {
          ...(birth === null ? {} : { birth }),
          ...(asOf === null ? {} : { asof: asOf }),
        };
        const dates = readAgeAddress(`?${new URLSearchParams(given)}`, day);
        const outcome = calculateAge(dates.birth ?? defaultBirthDate, dates.asOf ?? day);
        if (calculateAge(defaultBirthDate, day).kind === "result") {
          expect(outcome.kind).toBe("result");
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("ageAddress", () => {
  it("writes the date of birth, and the as-of date when there is one", () => {
    expect(ageAddress({ birth: "1990-05-17" })).toBe("birth=1990-05-17");
    expect(ageAddress({ birth: "1990-05-17", asOf: "2020-01-01" })).toBe(
      "birth=1990-05-17&asof=2020-01-01",
    );
    expect(ageAddress({})).toBe("");
  });

  it("gives an address the page reads back as the same dates", () => {
    const dates = { birth: "1990-05-17", asOf: "2020-05-17" };
    expect(readAgeAddress(`?${ageAddress(dates)}`, today)).toEqual(dates);
    expect(readAgeAddress(ageAddress({ birth: "1990-05-17" }), today)).toEqual({
      birth: "1990-05-17",
    });
  });
});
