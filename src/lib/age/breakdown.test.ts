import { describe, expect, it } from "vitest";
import { calculateAge, type AgeResult } from "./age";
import {
  ageBreakdownTextNames,
  ageBreakdownTexts,
  formatCountOf,
  formatWholeCount,
} from "./breakdown";

function age(birth: string, asOf: string): AgeResult {
  const outcome = calculateAge(birth, asOf);
  if (outcome.kind !== "result") throw new Error(`no result: ${outcome.kind}`);
  return outcome.result;
}

describe("age breakdown texts", () => {
  it("prints whole counts with thousands separators and the unit singular for 1", () => {
    expect(formatWholeCount(0)).toBe("0");
    expect(formatWholeCount(955_065_600)).toBe("955,065,600");
    expect(formatCountOf(0, "month")).toBe("0 months");
    expect(formatCountOf(1, "month")).toBe("1 month");
    expect(formatCountOf(11_054, "day")).toBe("11,054 days");
  });

  it("gives every named text, tiles and totals as the age page prints them", () => {
    const texts = ageBreakdownTexts(age("1995-06-15", "2025-09-19"));
    expect(Object.keys(texts)).toEqual([...ageBreakdownTextNames]);
    expect(texts).toMatchObject({
      summary: "30 years, 3 months, 4 days",
      years: "30",
      "years-label": "Years",
      "total-days": "11,054",
      "total-seconds": "955,065,600",
      "total-seconds-label": "Total seconds",
    });
    expect(ageBreakdownTexts(age("2000-01-31", "2001-03-01"))).toMatchObject({
      summary: "1 year, 1 month, 1 day",
      "years-label": "Year",
      "months-label": "Month",
      "days-label": "Day",
    });
    expect(ageBreakdownTexts(age("2025-09-19", "2025-09-19")).summary).toBe(
      "0 years, 0 months, 0 days",
    );
  });

  it("gives the milestones' figures and lines, on a birthday and past a century too", () => {
    expect(ageBreakdownTexts(age("1995-06-15", "2025-09-19"))).toMatchObject({
      "next-birthday": "269 days to go",
      "next-birthday-detail": "You turn 31 on Monday, June 15, 2026.",
      sleep: "88,432 hours",
      "sleep-detail": "About 10.1 years, at 8 hours a night.",
      century: "70 years",
    });
    expect(ageBreakdownTexts(age("1995-06-15", "2025-06-15"))).toMatchObject({
      "next-birthday": "Today!",
      "next-birthday-detail": "Happy birthday! Your 31st is 365 days away.",
    });
    expect(ageBreakdownTexts(age("2001-09-19", "2025-09-18"))["next-birthday"]).toBe("1 day to go");
    expect(ageBreakdownTexts(age("1900-01-01", "2025-01-01"))).toMatchObject({
      century: "Reached",
      "century-detail": "100 years or more. Remarkable!",
    });
  });
});
