import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { answerToolLinkQuestion } from "./tool-links";
import { readBmiAddress } from "../bmi/address";
import { readAgeAddress } from "../age/address";

const bmiPage = { href: "/bmi", text: "Open the BMI Calculator" };
const agePage = { href: "/time/age-calculator", text: "Open the Age Calculator" };
const today = "2025-06-01";

describe("answerToolLinkQuestion: BMI", () => {
  it("links to the BMI page opening with the values, and says how it read them", () => {
    expect(answerToolLinkQuestion("bmi 180 cm 75 kg", today)).toEqual({
      kind: "tool",
      tool: "bmi",
      resultText: null,
      readAs: "BMI for 180 cm and 75 kg",
      note: null,
      link: { ...bmiPage, href: "/bmi?height=180&weight=75" },
    });
  });

  it.each([
    ["bmi 5 ft 9 in 160 lb", "BMI for 5 ft 9 in and 160 lb", "/bmi?ft=5&in=9&lb=160"],
    [`BMI 5'9" 160 lbs?`, "BMI for 5 ft 9 in and 160 lb", "/bmi?ft=5&in=9&lb=160"],
    ["what is my bmi, 75 kg and 180 cm", "BMI for 180 cm and 75 kg", "/bmi?height=180&weight=75"],
    // 160 lb × 0.45359237 = 72.5748 kg; 1.8 m = 180 cm.
    ["bmi 1.8 m 160 lb", "BMI for 1.8 m and 160 lb", "/bmi?height=180&weight=72.57"],
    // 69 in = 5 ft 9 in; 75 kg / 0.45359237 = 165.35 lb.
    [
      "body mass index 69 inches 75 kilograms",
      "BMI for 69 in and 75 kg",
      "/bmi?ft=5&in=9&lb=165.3",
    ],
    // The page would read a left-out part as its default (9 in): the address says 0.
    ["bmi 6 ft 180 lb", "BMI for 6 ft and 180 lb", "/bmi?ft=6&in=0&lb=180"],
    ["bmi 5.5 ft 150 lb", "BMI for 5.5 ft and 150 lb", "/bmi?ft=5&in=6&lb=150"],
    // The height in tenths of an inch: 71.97 in is 6 ft 0 in, not 5 ft 12 in.
    ["bmi 71.97 in 150 lb", "BMI for 71.97 in and 150 lb", "/bmi?ft=6&in=0&lb=150"],
    ["bmi 175.25 cm 70.25 kg", "BMI for 175.25 cm and 70.25 kg", "/bmi?height=175.3&weight=70.25"],
  ])("reads %j", (question, readAs, href) => {
    expect(answerToolLinkQuestion(question, today)).toEqual({
      kind: "tool",
      tool: "bmi",
      resultText: null,
      readAs,
      note: null,
      link: { ...bmiPage, href },
    });
  });

  it("gives a link whose page takes every value it carries", () => {
    const tenths = (min: number, max: number) =>
      fc.integer({ min: min * 10, max: max * 10 }).map((value) => value / 10);
    const question = fc.oneof(
      fc.tuple(tenths(50, 300), tenths(10, 500)).map(([cm, kg]) => `bmi ${cm} cm ${kg} kg`),
      fc
        .tuple(tenths(20, 118), tenths(23, 1102))
        .map(([inches, lb]) => `bmi ${inches} in ${lb} lb`),
      fc.tuple(tenths(1.7, 9.8), tenths(10, 500)).map(([ft, kg]) => `bmi ${ft} ft ${kg} kg`),
      fc.tuple(tenths(0.5, 3), tenths(23, 1102)).map(([m, lb]) => `bmi ${m} m ${lb} lb`),
    );
    fc.assert(
      fc.property(question, (text) => {
        const answer = answerToolLinkQuestion(text, today);
        if (answer?.kind !== "tool") return;
        const query = answer.link?.href.split("?")[1] ?? "";
        const { imperial, fields } = readBmiAddress(query);
        expect(Object.keys(fields)).toHaveLength(imperial ? 3 : 2);
      }),
      { numRuns: 500 },
    );
  });

  it("links to the page for a BMI question without values", () => {
    expect(answerToolLinkQuestion("BMI calculator")).toEqual({
      kind: "tool",
      tool: "bmi",
      resultText: null,
      readAs: "BMI calculator",
      note: null,
      link: bmiPage,
    });
  });

  it.each([
    ["bmi 18 cm 75 kg", "Height of 18 cm is too short for a BMI: check the height."],
    ["bmi 350 cm 75 kg", "Height exceeds the limit of 300 cm."],
    ["bmi 180 cm 600 kg", "Weight exceeds the limit of 500 kg."],
    ["bmi 180 cm 2000 lb", "Weight of 2000 lb is too high for a BMI: check the weight."],
    ["bmi 12 ft 160 lb", "Height of 12 ft is too tall for a BMI: check the height."],
    [
      "bmi 180 cm",
      "Give a height and a weight, such as “bmi 180 cm 75 kg” or “bmi 5 ft 9 in 160 lb”.",
    ],
    [
      "bmi 180 cm 5 ft 75 kg",
      "Give a height and a weight, such as “bmi 180 cm 75 kg” or “bmi 5 ft 9 in 160 lb”.",
    ],
    [
      "bmi 180 cm 75 kg 80 kg",
      "Give a height and a weight, such as “bmi 180 cm 75 kg” or “bmi 5 ft 9 in 160 lb”.",
    ],
    [
      "bmi 180 cm 75 stone",
      "Give a height and a weight, such as “bmi 180 cm 75 kg” or “bmi 5 ft 9 in 160 lb”.",
    ],
  ])("answers %j in the BMI page's words", (question, message) => {
    expect(answerToolLinkQuestion(question, today)).toEqual({ kind: "error", message });
  });
});

describe("answerToolLinkQuestion: age", () => {
  it("links to the age calculator opening with the date, and says how it read it", () => {
    expect(answerToolLinkQuestion("age 1990-05-17", today)).toEqual({
      kind: "tool",
      tool: "age",
      resultText: null,
      readAs: "Age of someone born on 17 May 1990",
      note: null,
      link: { ...agePage, href: "/time/age-calculator?birth=1990-05-17" },
    });
  });

  it.each([
    "how old is someone born 17 May 1990",
    "age born 1990-05-17",
    "How old am I if I was born on May 17th, 1990?",
    "age of someone born 17/05/1990",
    "age 17 of may 1990",
    "age 1990/5/17",
  ])("reads %j", (question) => {
    expect(answerToolLinkQuestion(question, today)).toMatchObject({
      kind: "tool",
      tool: "age",
      readAs: "Age of someone born on 17 May 1990",
      note: null,
      link: { ...agePage, href: "/time/age-calculator?birth=1990-05-17" },
    });
  });

  it("reads an as-of date", () => {
    expect(answerToolLinkQuestion("age May 17, 1990 on 2020-01-01", today)).toMatchObject({
      readAs: "Age of someone born on 17 May 1990 as of 1 January 2020",
      note: null,
      link: { ...agePage, href: "/time/age-calculator?birth=1990-05-17&asof=2020-01-01" },
    });
  });

  it("gives a link whose page takes the dates it carries", () => {
    for (const question of ["age 1990-05-17", "age 17 May 1990 on 2020-01-01"]) {
      const answer = answerToolLinkQuestion(question, today);
      const query = answer?.kind === "tool" ? (answer.link?.href.split("?")[1] ?? "") : "";
      const dates = readAgeAddress(query, today);
      expect(Object.keys(dates), question).toHaveLength(question.includes(" on ") ? 2 : 1);
    }
  });

  it("links to the page for an age question without a date", () => {
    expect(answerToolLinkQuestion("how old am i?")).toMatchObject({
      tool: "age",
      readAs: "Age calculator",
      note: null,
      link: agePage,
    });
  });

  it.each([
    ["age 1990-02-30", "“1990-02-30” is not a valid calendar date."],
    ["age 31 june 1990", "“31 june 1990” is not a valid calendar date."],
    [
      "age 05/06/1990",
      "“05/06/1990” can be 5 June 1990 or 6 May 1990: write 1990-06-05 or 5 June 1990.",
    ],
    [
      "age 2030-01-01",
      "The date of birth is after the as-of date, so there is no age to show. Choose an earlier birth date or a later as-of date.",
    ],
    [
      "age 1880-01-01",
      "The date of birth is more than 130 years before the as-of date, longer than anyone has lived. Check the year.",
    ],
    ["age born in 1990", "Give the date of birth, such as “age 1990-05-17” or “age 17 May 1990”."],
  ])("answers %j in the age calculator's words", (question, message) => {
    expect(answerToolLinkQuestion(question, today)).toEqual({ kind: "error", message });
  });

  it("counts from today's date when none is given", () => {
    expect(answerToolLinkQuestion("age 9999-01-01")).toMatchObject({ kind: "error" });
    expect(answerToolLinkQuestion("age 1990-05-17")).toMatchObject({ kind: "tool" });
  });
});

describe("answerToolLinkQuestion: other questions", () => {
  it.each([
    "5 ft to cm",
    "2 + 2",
    "15% of 80",
    "3 pm new york in tokyo",
    "100 usd to eur",
    "255 in hex",
    "#ff8800 to rgb",
    "bmi chart",
    "age of the universe",
    "average of 2 and 4",
    "agent 007",
    "",
  ])("leaves %j to another reading", (question) => {
    expect(answerToolLinkQuestion(question, today)).toBeNull();
  });
});
