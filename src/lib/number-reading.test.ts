import { describe, expect, it } from "vitest";
import { readNotPlainNumber } from "./number-reading";

describe("readNotPlainNumber", () => {
  it("reads a decimal comma, thousands commas, fractions and the exponent form, saying how", () => {
    expect(readNotPlainNumber("1,5")).toEqual({
      kind: "number",
      value: 1.5,
      how: "the comma is read as the decimal point.",
    });
    expect(readNotPlainNumber("1,234")).toEqual({
      kind: "number",
      value: 1234,
      how: "commas group thousands. For a decimal, type 1.234.",
    });
    expect(readNotPlainNumber("-1 1/2")).toEqual({
      kind: "number",
      value: -1.5,
      how: "-1 1/2 is read as a fraction.",
    });
    expect(readNotPlainNumber("2.5E+3")).toEqual({
      kind: "number",
      value: 2500,
      how: "2.5E+3 is the exponent form.",
    });
  });

  it("leaves text still being typed incomplete and calls the rest invalid", () => {
    for (const typed of [",", "1/", "1 1", "1e", "2e-"]) {
      expect(readNotPlainNumber(typed), typed).toEqual({ kind: "incomplete" });
    }
    for (const typed of ["1/0", "1,2,3", "1.234,5", "1e400"]) {
      expect(readNotPlainNumber(typed), typed).toEqual({ kind: "invalid" });
    }
  });
});
