import { describe, expect, it } from "vitest";
import { acceptInput } from "../lib/input";
import { percentageWideRule } from "../lib/percentage/input-rules";
import { evaluateBasic, formatPercentageResult } from "../lib/percentage/percentage";
import { percentageEarlyTexts } from "./percentage";

const fields =
  (value: string, total: string) =>
  (name: string): string | undefined =>
    ({ "basic-value": value, "basic-total": total })[name];

const samples = [
  "0",
  "1",
  "25",
  "45",
  "60",
  "200",
  "-50",
  "0.5",
  "-0.001",
  "12.345",
  "1000000",
  "9999999999999999",
  "-999999999999999",
  "3",
  "7",
  "0.0001",
];

describe("percentageEarlyTexts", () => {
  it("gives 75.00% for 45 of 60, and the line under it", () => {
    expect(percentageEarlyTexts(fields("45", "60"))).toEqual({
      "basic-percent": "75.00%",
      "basic-context": "45 is 75.00% of 60",
    });
  });

  it("joins back to the island's own Basic % texts for every pair of values", () => {
    for (const value of samples) {
      for (const total of samples) {
        const basic = evaluateBasic(value, total);
        const texts = percentageEarlyTexts(fields(value, total));
        if (basic.kind !== "result") {
          expect(texts, `${value} of ${total}`).toBeNull();
          continue;
        }
        // The island's result box and context line, as its JSX writes them.
        expect(texts?.["basic-percent"], `${value} of ${total}`).toBe(
          `${formatPercentageResult(basic.percent)}%`,
        );
        expect(texts?.["basic-context"], `${value} of ${total}`).toBe(
          `${value} is ${formatPercentageResult(basic.percent)}% of ${total}`,
        );
      }
    }
  });

  it("leaves a grouped total to the island, which reads 1,000 as 1000 and says so", () => {
    expect(evaluateBasic("45", "1,000")).toEqual({ kind: "result", percent: 4.5 });
    expect(percentageEarlyTexts(fields("45", "1,000"))).toBeNull();
    expect(percentageEarlyTexts(fields("1,5", "60"))).toBeNull();
  });

  it("leaves to the island what it shows instead of a result", () => {
    // Incomplete fields and a zero total show a hint; text the rule changes or refuses shows the
    // rule's outcome; only the island has those.
    for (const [value, total] of [
      ["", "60"],
      ["45", ""],
      ["-", "60"],
      ["45.", "60"],
      ["45", "0"],
      ["4a5", "60"],
      ["12345678901234567", "60"],
    ] as const) {
      expect(percentageEarlyTexts(fields(value, total)), `${value} of ${total}`).toBeNull();
    }
    expect(acceptInput("4a5", percentageWideRule)).toEqual({
      accepted: true,
      value: "45",
      dropped: "other",
    });
    expect(percentageEarlyTexts((name) => (name === "basic-value" ? "45" : undefined))).toBeNull();
  });
});
