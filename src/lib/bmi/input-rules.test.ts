import { describe, expect, it } from "vitest";
import { acceptInput } from "../input";
import { bmiFieldRules, maxDigitsMessage } from "./input-rules";

describe("bmiFieldRules", () => {
  it("caps the BMI page fields at 5/5/3/4/5 with 'Max N digits'", () => {
    expect(acceptInput("123456", bmiFieldRules.heightCm)).toEqual({
      accepted: false,
      message: "Max 5 digits",
    });
    expect(acceptInput("1234", bmiFieldRules.heightFeet)).toEqual({
      accepted: false,
      message: "Max 3 digits",
    });
    expect(acceptInput("12345", bmiFieldRules.heightInches)).toEqual({
      accepted: false,
      message: "Max 4 digits",
    });
    expect(acceptInput("1234", bmiFieldRules.heightInches)).toMatchObject({
      accepted: true,
      value: "1234",
    });
  });

  it("writes the cap message with the field's limit", () => {
    expect(maxDigitsMessage(5)).toBe("Max 5 digits");
  });
});
