import { describe, expect, test } from "vitest";
import { loadToolQuestions } from "./tool-questions";

describe("the other tools' questions, in one reader", () => {
  test.each([
    ["255 in hex", "number-base"],
    ["#ff8800 to rgb", "color"],
    ["100 usd to eur", "currency"],
    ["3 pm new york in tokyo", "time-zone"],
    ["bmi 180 cm 75 kg", "bmi"],
  ])("%s is the %s tool's", async (query, tool) => {
    const answer = (await loadToolQuestions())(query);
    expect(answer?.kind).toBe("tool");
    if (answer?.kind === "tool") expect(answer.tool).toBe(tool);
  });

  test("a unit conversion or a sum is no tool's question", async () => {
    const answer = await loadToolQuestions();
    expect(answer("5 ft to cm")).toBeNull();
    expect(answer("2 + 2")).toBeNull();
  });
});
