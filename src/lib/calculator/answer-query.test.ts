import { describe, expect, test } from "vitest";
import { answerQuery } from "./answer-query";
import { answerNumberBaseQuestion } from "./number-base-question";

function kindAndLine(query: string) {
  const answer = answerQuery(query, answerNumberBaseQuestion);
  return answer.kind === "error"
    ? { kind: "error", line: answer.message }
    : answer.kind === "empty"
      ? { kind: "empty", line: "" }
      : { kind: answer.kind, line: answer.line };
}

describe("one answer to whatever is typed", () => {
  test("a plain conversion is Quick convert's, with its pair page, and says how it was read", () => {
    const answer = answerQuery("5 ft 9 in to cm");
    expect(answer.kind).toBe("conversion");
    if (answer.kind !== "conversion") return;
    expect(answer.line).toBe("5 ft 9 in = 175.26 cm");
    expect(answer.readAs).toBe("5 ft 9 in → cm");
  });

  test("arithmetic with units is the calculator's", () => {
    expect(kindAndLine("5 ft + 3 in in cm")).toEqual({ kind: "calculation", line: "160.02 cm" });
    expect(kindAndLine("15% of 80")).toEqual({ kind: "calculation", line: "12" });
    expect(kindAndLine("2 + 2")).toEqual({ kind: "calculation", line: "4" });
  });

  test("a query naming binary units reads GB as decimal, through the calculator", () => {
    expect(kindAndLine("10 GiB to GB")).toEqual({
      kind: "calculation",
      line: "10 GiB = 10.73741824 GB (decimal)",
    });
  });

  test("another tool's question goes to that tool once its readers are loaded", () => {
    expect(kindAndLine("255 in hex")).toEqual({
      kind: "tool",
      line: "255 (Base 10) = FF (Base 16)",
    });
    expect(answerQuery("255 in hex").kind).toBe("error");
  });

  test("a lone number asks for its unit; a mistake keeps Quick convert's line", () => {
    expect(kindAndLine("5").line).toContain("Add a unit to 5");
    expect(kindAndLine("5 kg to m").line).toMatch(/cannot be converted/);
    expect(kindAndLine("5 ft + 2 kg").line).toMatch(/length.*mass/);
    expect(kindAndLine("")).toEqual({ kind: "empty", line: "" });
  });
});

describe("fractions stay exact", () => {
  test("a third of a cup is computed exactly, still linking to its pair page", () => {
    const answer = answerQuery("how many tbsp in 1/3 cup");
    expect(answer.kind).toBe("conversion");
    if (answer.kind !== "conversion") return;
    expect(answer.line).toBe("1/3 cup (US) = 5.333333333 tbsp (5 1/3 tbsp)");
    expect(answer.conversion.kind).toBe("answer");
  });

  test("a fraction that ends keeps the converter's line and its note", () => {
    expect(kindAndLine("1/2 cup to ml").line).toBe("0.5 cup (US) = 118.294118 mL");
  });
});
