import { describe, expect, it } from "vitest";
import { speculationRules } from "./speculation-rules";

describe("the speculation rules", () => {
  it("fetch the site's pages on a resting pointer, and prerender them on a press, but not the offline page or links with a query", () => {
    const rules = JSON.parse(speculationRules(false)) as {
      prerender: { where: { and: unknown[] }; eagerness: string }[];
      prefetch: { where: unknown; eagerness: string }[];
    };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]?.eagerness).toBe("conservative");
    expect(rules.prerender[0]?.where.and).toEqual([
      { href_matches: "/*" },
      { not: { href_matches: "/offline" } },
      { not: { href_matches: "/*\\?*" } },
    ]);
    expect(rules.prefetch).toEqual([{ where: { href_matches: "/*" }, eagerness: "moderate" }]);
  });

  it("only prefetch when ads are on: nothing loads ads or asks for consent before it is seen", () => {
    expect(JSON.parse(speculationRules(true))).toEqual({
      prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
    });
  });
});
