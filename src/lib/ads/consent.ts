/**
 * The visitor's advertising choice and what follows from it: which ads, if any, a page may load,
 * and the Google Consent Mode v2 signals that say so to the ad network.
 */

/** The localStorage key that remembers the choice on the device. */
export const consentStorageKey = "ad-consent";

/** "granted" after Accept, "denied" after Reject. */
export type AdConsent = "granted" | "denied";

/** What a page loads: personalized ads, non-personalized ads, or no ad code at all. */
export type AdMode = "personalized" | "non-personalized" | "none";

/**
 * Reads a stored choice; anything else (nothing stored, an old or foreign value) is no choice.
 * @example parseConsent("denied") // "denied"
 */
export function parseConsent(stored: string | null): AdConsent | null {
  return stored === "granted" || stored === "denied" ? stored : null;
}

/**
 * Which ads a page loads for a choice: none before one is made, personalized ones after Accept,
 * and after Reject none, or non-personalized ones if the site owner chose so.
 * @example adModeFor("denied", true) // "non-personalized"
 */
export function adModeFor(consent: AdConsent | null, nonPersonalizedOnReject: boolean): AdMode {
  if (consent === "granted") return "personalized";
  if (consent === "denied" && nonPersonalizedOnReject) return "non-personalized";
  return "none";
}

/** The Consent Mode v2 signals a choice grants or denies (analytics stays denied: there is none). */
export type ConsentModeUpdate = Record<
  "ad_storage" | "ad_user_data" | "ad_personalization",
  "granted" | "denied"
>;

/**
 * The `gtag("consent", "update", …)` signals for a choice.
 * @example consentModeUpdate("granted").ad_storage // "granted"
 */
export function consentModeUpdate(consent: AdConsent): ConsentModeUpdate {
  return { ad_storage: consent, ad_user_data: consent, ad_personalization: consent };
}
