import { describe, expect, it } from "vitest";
import { answerTimeZoneQuestion } from "./time-zone-question";
import type { ToolAnswer } from "./tool-answer";

/** Tuesday 1 December 2026, noon UTC: New York on EST (UTC−5). */
const winter = new Date("2026-12-01T12:00:00Z");
/** Wednesday 15 July 2026, noon UTC: New York on EDT (UTC−4). */
const summer = new Date("2026-07-15T12:00:00Z");
/** Sunday 8 March 2026: New York's clocks go from 2:00 to 3:00 AM. */
const springForward = new Date("2026-03-08T12:00:00Z");
/** Sunday 1 November 2026: New York's clocks go from 2:00 back to 1:00 AM. */
const fallBack = new Date("2026-11-01T12:00:00Z");

const link = { href: "/timezone", text: "Open the time zone converter" };

function answered(text: string, now: Date): Extract<ToolAnswer, { kind: "tool" }> {
  const answer = answerTimeZoneQuestion(text, now);
  if (answer?.kind !== "tool") throw new Error(`${text}: ${JSON.stringify(answer)}`);
  return answer;
}

function refused(text: string, now: Date): string {
  const answer = answerTimeZoneQuestion(text, now);
  if (answer?.kind !== "error") throw new Error(`${text}: ${JSON.stringify(answer)}`);
  return answer.message;
}

describe("a time in one place read in another", () => {
  it("uses the offsets of the day: New York is UTC−5 in winter, UTC−4 in summer", () => {
    expect(answerTimeZoneQuestion("3 pm new york in tokyo", winter)).toEqual({
      kind: "tool",
      tool: "time-zone",
      resultText: "3:00 PM Tue, Dec 1 in New York (UTC−5) = 5:00 AM Wed, Dec 2 in Tokyo (UTC+9)",
      readAs: "3:00 PM today in New York (America/New_York) → Tokyo (Asia/Tokyo)",
      note: null,
      link,
    });
    expect(answered("3 pm new york in tokyo", summer).resultText).toBe(
      "3:00 PM Wed, Jul 15 in New York (UTC−4) = 4:00 AM Thu, Jul 16 in Tokyo (UTC+9)",
    );
    expect(answered("15:30 london to new york", summer).resultText).toBe(
      "3:30 PM in London (UTC+1) = 10:30 AM in New York (UTC−4)",
    );
    expect(answered("15:30 london to new york", winter).resultText).toBe(
      "3:30 PM in London (UTC+0) = 10:30 AM in New York (UTC−5)",
    );
  });

  it("says the date on both sides when the answer crosses midnight", () => {
    expect(answered("11:30pm LA in london", winter).resultText).toBe(
      "11:30 PM Tue, Dec 1 in Los Angeles (UTC−8) = 7:30 AM Wed, Dec 2 in London (UTC+0)",
    );
    expect(answered("midnight tokyo -> utc", winter).resultText).toBe(
      "12:00 AM Tue, Dec 1 in Tokyo (UTC+9) = 3:00 PM Mon, Nov 30 UTC",
    );
    expect(answered("noon Delhi to Kathmandu", winter).resultText).toBe(
      "12:00 PM in Delhi (UTC+5:30) = 12:15 PM in Kathmandu (UTC+5:45)",
    );
  });

  it("reads the ways a time and a day are written", () => {
    expect(answered("3pm NYC to Tokyo", winter).resultText).toBe(
      answered("3 pm new york in tokyo", winter).resultText,
    );
    expect(answered("new york 3 p.m. to tokyo time", winter).resultText).toBe(
      answered("3 pm new york in tokyo", winter).resultText,
    );
    expect(answered("3 pm in new york to tokyo", winter).resultText).toBe(
      answered("3 pm new york in tokyo", winter).resultText,
    );
    expect(answered("what is 3 pm Tokyo time in London?", winter).resultText).toBe(
      "3:00 PM in Tokyo (UTC+9) = 6:00 AM in London (UTC+0)",
    );
    expect(answered("3:30 pm sao paulo → berlin", winter).resultText).toBe(
      "3:30 PM in São Paulo (UTC−3) = 7:30 PM in Berlin (UTC+1)",
    );
    const tomorrow = answered("noon paris in LA tomorrow", winter);
    expect(tomorrow.readAs).toBe(
      "12:00 PM tomorrow in Paris (Europe/Paris) → Los Angeles (America/Los_Angeles)",
    );
    expect(tomorrow.resultText).toBe("12:00 PM in Paris (UTC+1) = 3:00 AM in Los Angeles (UTC−8)");
    expect(answered("now new york in tokyo", winter)).toMatchObject({
      resultText: "7:00 AM in New York (UTC−5) = 9:00 PM in Tokyo (UTC+9)",
      readAs: "Now in New York (America/New_York) → Tokyo (Asia/Tokyo)",
    });
  });

  it("reads abbreviations as fixed offsets, and says so", () => {
    const answer = answered("9am EST to CET", summer);
    expect(answer.resultText).toBe("9:00 AM EST (UTC−5) = 3:00 PM CET (UTC+1)");
    expect(answer.readAs).toBe("9:00 AM today in EST (Etc/GMT+5) → CET (Etc/GMT-1)");
    expect(answer.note).toContain("EST is UTC−5 all year");
    expect(answer.note).toContain("CET is UTC+1 all year");
    expect(answered("9am ET to CT", summer).resultText).toBe(
      "9:00 AM ET (UTC−4) = 8:00 AM CT (UTC−5)",
    );
  });

  it("says which reading it took of an ambiguous abbreviation", () => {
    const answer = answered("3 pm IST to london", winter);
    expect(answer.resultText).toBe("3:00 PM IST (UTC+5:30) = 9:30 AM in London (UTC+0)");
    expect(answer.note).toMatch(/^IST is read as India Standard Time/);
  });

  it("says that a time the clocks skip does not exist, and which of a repeated time it took", () => {
    const skipped = answered("2:30 am new york to london", springForward);
    expect(skipped.resultText).toBe("3:30 AM in New York (UTC−4) = 7:30 AM in London (UTC+0)");
    expect(skipped.note).toBe(
      "2:30 AM does not exist in New York on Sun, Mar 8: the clocks go forward past it, so it is read as 3:30 AM (UTC−4).",
    );
    const repeated = answered("1:30 am new york to london", fallBack);
    expect(repeated.resultText).toBe("1:30 AM in New York (UTC−4) = 5:30 AM in London (UTC+0)");
    expect(repeated.note).toBe(
      "1:30 AM happens twice in New York on Sun, Nov 1, as the clocks go back; this is the first, at UTC−4.",
    );
  });

  it("asks where a time is when no place is given", () => {
    expect(refused("3 pm in tokyo", winter)).toBe(
      "Say where 3 pm is, e.g. 3 pm New York in Tokyo.",
    );
    expect(refused("noon to new york", winter)).toBe(
      "Say where noon is, e.g. noon London in New York.",
    );
  });

  it("names the main zones of a country of several", () => {
    expect(refused("3pm usa to london", winter)).toBe(
      "United States has several time zones; name a city, such as New York, Chicago, Denver, Phoenix, Los Angeles, Anchorage or Honolulu.",
    );
  });

  it("says which place it does not know, with the nearest names", () => {
    expect(refused("3 pm nyc in tokoy", winter)).toBe(
      "“tokoy” is not a place I know. Did you mean Tokyo?",
    );
    expect(refused("3 pm new yrok in tokyo", winter)).toBe(
      "“new yrok” is not a place I know. Did you mean New York?",
    );
    expect(refused("3 pm xqzzy in tokyo", winter)).toBe(
      "“xqzzy” is not a place I know. Try a city, a country or a zone, such as Tokyo, France or EST.",
    );
  });
});

describe("the time now in a place", () => {
  it("answers 'now in', 'time in' and 'what time is it in'", () => {
    expect(answerTimeZoneQuestion("now in tokyo", winter)).toEqual({
      kind: "tool",
      tool: "time-zone",
      resultText: "9:00 PM Tue, Dec 1 in Tokyo (UTC+9)",
      readAs: "The time now in Tokyo (Asia/Tokyo)",
      note: null,
      link,
    });
    expect(answered("time in sydney", winter).resultText).toBe(
      "11:00 PM Tue, Dec 1 in Sydney (UTC+11)",
    );
    expect(answered("What time is it in Paris?", summer).resultText).toBe(
      "2:00 PM Wed, Jul 15 in Paris (UTC+2)",
    );
    expect(answered("current time in EST", summer)).toMatchObject({
      resultText: "7:00 AM Wed, Jul 15 EST (UTC−5)",
      note: expect.stringContaining("EDT in summer"),
    });
    expect(refused("time in tokoy", winter)).toBe(
      "“tokoy” is not a place I know. Did you mean Tokyo?",
    );
  });
});

describe("other questions", () => {
  it("are left to the other readings", () => {
    for (const text of [
      "5 ft in cm",
      "2 + 2",
      "100 usd to eur",
      "10 kg to lb",
      "1:30 to minutes",
      "1:30 h in min",
      "3 pm to 5 pm",
      "time in minutes",
      "time in seconds",
      "now in ms",
      "255 in hex",
      "",
      "tokyo",
      "3 pm",
    ]) {
      expect(answerTimeZoneQuestion(text, winter), text).toBeNull();
    }
  });
});
