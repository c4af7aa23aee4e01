import { describe, expect, test } from "vitest";
import { calculatorHistoryLength, readHistory, withQuery } from "./history";

describe("the calculator's history", () => {
  test("reads back a stored list, and nothing else", () => {
    expect(readHistory('["2 + 2","1 ft to cm"]')).toEqual(["2 + 2", "1 ft to cm"]);
    expect(readHistory(null)).toEqual([]);
    expect(readHistory("{")).toEqual([]);
    expect(readHistory('{"a":1}')).toEqual([]);
    expect(readHistory('["ok", 3, null]')).toEqual(["ok"]);
  });

  test("puts a query at the top once, and keeps twenty", () => {
    expect(withQuery(["2 + 2", "1 ft to cm"], " 1 ft to cm ")).toEqual(["1 ft to cm", "2 + 2"]);
    expect(withQuery(["2 + 2"], "  ")).toEqual(["2 + 2"]);
    const long = Array.from({ length: 30 }, (_, index) => `${index} + 1`);
    expect(withQuery(long, "new")).toHaveLength(calculatorHistoryLength);
    expect(withQuery(long, "new")[0]).toBe("new");
  });
});
