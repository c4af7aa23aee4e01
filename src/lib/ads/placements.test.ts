import { describe, expect, it } from "vitest";
import {
  adPlacements,
  adRuleViolations,
  listingAdPositions,
  maxSlotsPerPage,
  middleHeadingIndex,
  reservedHeight,
  splitAtMiddleHeading,
} from "./placements";

describe("placements", () => {
  it("reserve the label and the whole ad, for a 300 x 250 rectangle that fits a 320 px phone", () => {
    for (const placement of Object.values(adPlacements)) {
      expect(placement.size).toEqual({ width: 300, height: 250 });
      expect(reservedHeight(placement)).toBe(270);
    }
  });

  it("show the side column's slot on desktop widths only", () => {
    expect(adPlacements["tool-sidebar"].shownFrom).toBe("lg");
    expect(adPlacements["tool-below-result"].shownFrom).toBeNull();
  });
});

describe("listingAdPositions", () => {
  it("puts an ad row after every six cards, the end of a row at one, two and three columns", () => {
    expect(listingAdPositions(8)).toEqual([6]);
    expect(listingAdPositions(13)).toEqual([6, 12]);
  });

  it("never after the last card, and never more than three", () => {
    expect(listingAdPositions(6)).toEqual([]);
    expect(listingAdPositions(0)).toEqual([]);
    expect(listingAdPositions(100)).toEqual([6, 12, 18]);
    expect(listingAdPositions(100).length).toBe(maxSlotsPerPage);
  });
});

describe("middleHeadingIndex", () => {
  it("picks the heading after the first half, between two sections", () => {
    expect(middleHeadingIndex(2)).toBe(1);
    expect(middleHeadingIndex(5)).toBe(2);
    expect(middleHeadingIndex(6)).toBe(3);
  });

  it("has no middle with fewer than two sections", () => {
    expect(middleHeadingIndex(1)).toBeNull();
    expect(middleHeadingIndex(0)).toBeNull();
  });
});

describe("splitAtMiddleHeading", () => {
  it("splits before the middle h2 and keeps every character", () => {
    const html = '<p>a</p><h2 id="b">B</h2><p>b</p><h2>C</h2><h3>c</h3><h2 id="d">D</h2>';
    const parts = splitAtMiddleHeading(html);
    expect(parts).toEqual([
      '<p>a</p><h2 id="b">B</h2><p>b</p>',
      '<h2>C</h2><h3>c</h3><h2 id="d">D</h2>',
    ]);
    expect(parts?.join("")).toBe(html);
  });

  it("leaves an article of one section alone", () => {
    expect(splitAtMiddleHeading("<p>a</p><h2>B</h2><h3>x</h3>")).toBeNull();
    expect(splitAtMiddleHeading("<p>no headings</p><header>h</header>")).toBeNull();
  });
});

describe("adRuleViolations", () => {
  const slot = (name: string) => `<div data-ad-placement="${name}"></div>`;

  it("finds no fault in a page within the rules", () => {
    expect(
      adRuleViolations("/length", slot("tool-below-result") + slot("tool-sidebar"), true),
    ).toEqual([]);
    expect(adRuleViolations("/about-us", "<main></main>", false)).toEqual([]);
  });

  it("allows at most three slots a page", () => {
    expect(adRuleViolations("/blogs", slot("a").repeat(3), true)).toEqual([]);
    expect(adRuleViolations("/blogs", slot("a").repeat(4), true)).toEqual([
      "/blogs carries 4 ad slots, more than 3",
    ]);
  });

  it("allows none on the not-found and policy pages", () => {
    for (const path of [
      "/404",
      "/blog/404",
      "/privacy-ploicy",
      "/terms-and-condition",
      "/security-ploicy",
    ]) {
      expect(adRuleViolations(path, slot("article-end"), true)).toEqual([
        `${path} carries 1 ad slot(s) but must carry none`,
      ]);
    }
  });

  it("allows no advertising markup at all with ads off", () => {
    expect(adRuleViolations("/length", '<section id="ad-consent" hidden>', false)).toEqual([
      '/length carries advertising markup (id="ad-consent") in a build with ads off',
    ]);
    expect(
      adRuleViolations("/x", '<ins class="adsbygoogle"></ins>' + slot("article-end"), false),
    ).toEqual([
      "/x carries advertising markup (data-ad-placement, adsbygoogle) in a build with ads off",
    ]);
  });
});
