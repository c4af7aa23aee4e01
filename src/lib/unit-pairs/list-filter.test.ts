import { describe, expect, it } from "vitest";
import { filterStatus, filterWords, linkMatches } from "./list-filter";

describe("the conversions list filter", () => {
  it("reads the typed words, ignoring case and spaces", () => {
    expect(filterWords("  Feet  TO m ")).toEqual(["feet", "to", "m"]);
    expect(filterWords("   ")).toEqual([]);
  });

  it("keeps a link that holds every word, in any order", () => {
    expect(linkMatches("Length Feet to meters", ["meters", "feet"])).toBe(true);
    expect(linkMatches("Length Feet to meters", ["kilo"])).toBe(false);
    expect(linkMatches("Weight Kilograms to pounds", ["kilo"])).toBe(true);
    expect(linkMatches("Length Feet to meters", [])).toBe(true);
  });

  it("says how many conversions match, or that none does", () => {
    expect(filterStatus(12, "kilo")).toBe("12 conversions match");
    expect(filterStatus(1, "x")).toBe("1 conversion matches");
    expect(filterStatus(0, " zzz ")).toBe(
      "No conversions match “zzz”. Try a unit such as foot or gram.",
    );
  });
});
