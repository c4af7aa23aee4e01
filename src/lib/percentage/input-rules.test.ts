import { describe, expect, it } from "vitest";
import { acceptInput } from "../input";
import {
  isIncompleteNumberText,
  percentageTipRule,
  percentageValueRule,
  percentageWideRule,
} from "./input-rules";

describe("the percentage calculator's input rules", () => {
  it("cap the Value-from-% and tip fields at 9 characters with the spec's message", () => {
    expect(acceptInput("1".repeat(10), percentageValueRule)).toEqual({
      accepted: false,
      message: "Maximum of 9 digits allowed.",
    });
    expect(acceptInput("-5", percentageTipRule)).toMatchObject({ accepted: true, value: "5" });
  });

  it("take 16 characters and a minus on the Basic % and % Change fields", () => {
    expect(acceptInput(`-${"1".repeat(15)}`, percentageWideRule)).toMatchObject({
      accepted: true,
      value: `-${"1".repeat(15)}`,
    });
    expect(acceptInput("1".repeat(17), percentageWideRule)).toEqual({
      accepted: false,
      message: "Maximum of 16 digits allowed.",
    });
  });

  it("know the percentage calculator's incomplete text", () => {
    expect(isIncompleteNumberText("")).toBe(true);
    expect(isIncompleteNumberText("-")).toBe(true);
    expect(isIncompleteNumberText("12.")).toBe(true);
    expect(isIncompleteNumberText("12.5")).toBe(false);
  });
});
