import { describe, expect, it } from "vitest";
import { adUnitFor, parseAdUnits, parseAdsConfig } from "./config";

const account = "ca-pub-0000000000000000";

describe("parseAdsConfig", () => {
  it("is off with no configuration, or with empty values", () => {
    expect(parseAdsConfig({})).toBeNull();
    expect(parseAdsConfig({ PUBLIC_ADSENSE_CLIENT: "  " })).toBeNull();
  });

  it("turns ads on with a publisher id alone: no units, no ads after Reject", () => {
    expect(parseAdsConfig({ PUBLIC_ADSENSE_CLIENT: account })).toEqual({
      provider: "adsense",
      account,
      units: {},
      defaultUnit: null,
      nonPersonalizedOnReject: false,
    });
  });

  it("reads the units and the non-personalized choice", () => {
    const config = parseAdsConfig({
      PUBLIC_ADSENSE_CLIENT: ` ${account} `,
      PUBLIC_ADSENSE_SLOTS: "tool-below-result=1234567890,article-end=2345678901",
      PUBLIC_ADS_NONPERSONALIZED_ON_REJECT: "TRUE",
    });
    expect(config).toMatchObject({
      account,
      units: { "tool-below-result": "1234567890", "article-end": "2345678901" },
      nonPersonalizedOnReject: true,
    });
  });

  it("refuses a publisher id that is not ca-pub- and 16 digits", () => {
    for (const value of ["pub-0000000000000000", "ca-pub-123", "ca-pub-00000000000000000"]) {
      expect(() => parseAdsConfig({ PUBLIC_ADSENSE_CLIENT: value })).toThrow(
        /PUBLIC_ADSENSE_CLIENT must be an AdSense publisher id/,
      );
    }
  });

  it("refuses a non-personalized setting other than true or false", () => {
    expect(() =>
      parseAdsConfig({
        PUBLIC_ADSENSE_CLIENT: account,
        PUBLIC_ADS_NONPERSONALIZED_ON_REJECT: "yes",
      }),
    ).toThrow(/must be true or false, not "yes"/);
  });

  it("refuses ad settings without a publisher id rather than ignoring them", () => {
    expect(() => parseAdsConfig({ PUBLIC_ADSENSE_SLOTS: "article-end=2345678901" })).toThrow(
      "PUBLIC_ADSENSE_SLOTS set without PUBLIC_ADSENSE_CLIENT",
    );
    expect(() =>
      parseAdsConfig({
        PUBLIC_ADSENSE_SLOTS: "article-end=2345678901",
        PUBLIC_ADS_NONPERSONALIZED_ON_REJECT: "false",
      }),
    ).toThrow(
      /PUBLIC_ADSENSE_SLOTS and PUBLIC_ADS_NONPERSONALIZED_ON_REJECT set without .* unset them/,
    );
  });
});

describe("parseAdUnits", () => {
  it("reads pairs with spaces and a trailing comma, and the default unit", () => {
    expect(parseAdUnits(" tool-sidebar = 1234567890 , default=2345678901, ")).toEqual({
      units: { "tool-sidebar": "1234567890" },
      defaultUnit: "2345678901",
    });
    expect(parseAdUnits("")).toEqual({ units: {}, defaultUnit: null });
  });

  it("names the placements when one is unknown", () => {
    expect(() => parseAdUnits("tool-footer=1234567890")).toThrow(
      'unknown placement "tool-footer" (the placements are tool-below-result, tool-sidebar, article-middle, article-end, listing-between-rows and default)',
    );
  });

  it("refuses a pair without an id, an id that is not digits, and a repeated placement", () => {
    expect(() => parseAdUnits("article-end")).toThrow(/"article-end" must be placement=ad-unit id/);
    expect(() => parseAdUnits("article-end=abc")).toThrow(/must be placement=ad-unit id/);
    expect(() => parseAdUnits("article-end=1=2")).toThrow(/must be placement=ad-unit id/);
    expect(() => parseAdUnits("article-end=1234567890,article-end=2345678901")).toThrow(
      'names "article-end" twice',
    );
  });
});

describe("adUnitFor", () => {
  it("prefers the placement's own unit, then the default, then none", () => {
    const units = { units: { "article-end": "1234567890" }, defaultUnit: "2345678901" };
    expect(adUnitFor(units, "article-end")).toBe("1234567890");
    expect(adUnitFor(units, "tool-sidebar")).toBe("2345678901");
    expect(adUnitFor({ units: {}, defaultUnit: null }, "tool-sidebar")).toBeNull();
  });
});
