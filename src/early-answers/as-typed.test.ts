import { describe, expect, it } from "vitest";
import { signedConverterRule, unsignedConverterRule } from "../lib/input";
import { answerableAsTyped } from "./as-typed";

describe("answerableAsTyped", () => {
  it("takes plain numbers the rule keeps as they are", () => {
    for (const text of ["12.5", "0", ".5", "12.", "9999999999999999"]) {
      expect(answerableAsTyped(text, unsignedConverterRule), text).toBe(true);
    }
    expect(answerableAsTyped("-40", signedConverterRule)).toBe(true);
  });

  it("leaves to the island what it reads with a note: a decimal comma, a fraction, an exponent", () => {
    for (const text of ["1,5", "1,234", "1/2", "1 1/2", "1e-7"]) {
      expect(answerableAsTyped(text, unsignedConverterRule), text).toBe(false);
      expect(answerableAsTyped(text), text).toBe(false);
    }
  });

  it("leaves to the island what its rule drops or refuses", () => {
    expect(answerableAsTyped("3a7", unsignedConverterRule)).toBe(false);
    expect(answerableAsTyped("-5", unsignedConverterRule)).toBe(false);
    expect(answerableAsTyped("1".repeat(17), unsignedConverterRule)).toBe(false);
  });
});
