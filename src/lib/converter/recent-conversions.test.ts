import { describe, expect, it } from "vitest";
import {
  parseRecentConversions,
  recentConversionLabel,
  recentConversionsLimit,
  withRecentConversion,
  type RecentConversion,
} from "./recent-conversions";

function entry(value: string, overrides: Partial<RecentConversion> = {}): RecentConversion {
  return {
    converter: "length",
    measure: "length",
    value,
    from: "meter",
    to: "foot",
    fromSymbol: "m",
    toSymbol: "ft",
    href: `/length?value=${value}&from=meter&to=foot`,
    ...overrides,
  };
}

describe("withRecentConversion", () => {
  it("puts the newest first and keeps the last ten", () => {
    let list: RecentConversion[] = [];
    for (let index = 1; index <= 12; index++)
      list = withRecentConversion(list, entry(String(index)));
    expect(list).toHaveLength(recentConversionsLimit);
    expect(list.map((item) => item.value)).toEqual([
      "12",
      "11",
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
    ]);
  });

  it("moves a repeated conversion to the top instead of listing it twice", () => {
    const list = withRecentConversion([entry("2"), entry("1")], entry("1"));
    expect(list.map((item) => item.value)).toEqual(["1", "2"]);
    const otherUnits = withRecentConversion(list, entry("1", { to: "inch", toSymbol: "in" }));
    expect(otherUnits).toHaveLength(3);
  });
});

describe("parseRecentConversions", () => {
  it("reads what was stored", () => {
    const stored = JSON.stringify([entry("1"), entry("2")]);
    expect(parseRecentConversions(stored)).toEqual([entry("1"), entry("2")]);
  });

  it("drops anything unreadable or malformed", () => {
    expect(parseRecentConversions(null)).toEqual([]);
    expect(parseRecentConversions("{")).toEqual([]);
    expect(parseRecentConversions('{"a":1}')).toEqual([]);
    expect(parseRecentConversions(JSON.stringify([entry("1"), { value: "2" }, 3, null]))).toEqual([
      entry("1"),
    ]);
  });

  it("keeps only links to pages of this site", () => {
    const stored = JSON.stringify([
      entry("1", { href: "javascript:alert(1)" }),
      entry("2", { href: "//evil.example/length" }),
      entry("3", { href: "https://evil.example/" }),
      entry("4", { href: "/measurement/length-converter?value=4&from=meter&to=foot" }),
      entry("5", { href: '/length?value="><script>' }),
    ]);
    expect(parseRecentConversions(stored).map((item) => item.value)).toEqual(["4"]);
  });
});

describe("an entry's words", () => {
  it("says the value and both units", () => {
    expect(recentConversionLabel(entry("1.75"))).toBe("1.75 m to ft");
  });
});
