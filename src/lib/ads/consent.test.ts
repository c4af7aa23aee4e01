import { describe, expect, it } from "vitest";
import { adModeFor, consentModeUpdate, parseConsent } from "./consent";

describe("parseConsent", () => {
  it("knows the two choices and nothing else", () => {
    expect(parseConsent("granted")).toBe("granted");
    expect(parseConsent("denied")).toBe("denied");
    for (const other of [null, "", "yes", "GRANTED"]) expect(parseConsent(other)).toBeNull();
  });
});

describe("adModeFor", () => {
  it("loads nothing before a choice, whatever the owner chose for Reject", () => {
    expect(adModeFor(null, false)).toBe("none");
    expect(adModeFor(null, true)).toBe("none");
  });

  it("loads personalized ads after Accept", () => {
    expect(adModeFor("granted", false)).toBe("personalized");
    expect(adModeFor("granted", true)).toBe("personalized");
  });

  it("after Reject loads nothing, or non-personalized ads if the owner set so", () => {
    expect(adModeFor("denied", false)).toBe("none");
    expect(adModeFor("denied", true)).toBe("non-personalized");
  });
});

describe("consentModeUpdate", () => {
  it("grants or denies the three advertising signals together", () => {
    expect(consentModeUpdate("granted")).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(Object.values(consentModeUpdate("denied"))).toEqual(["denied", "denied", "denied"]);
  });
});
