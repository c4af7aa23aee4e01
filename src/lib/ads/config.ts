/**
 * The advertising settings of a build, read from its PUBLIC_ environment variables. Advertising is
 * off unless PUBLIC_ADSENSE_CLIENT holds a publisher id; a malformed value stops the build with a
 * message that says what to write instead, rather than silently showing no ads or broken ones.
 */
import { adPlacementNames, type AdPlacementName } from "./placements.ts";

/** The advertising settings of a build with ads on. */
export interface AdsConfig {
  /** The ad network (one file in src/ads/providers/ each). */
  provider: "adsense";
  /** The publisher id, `ca-pub-` and 16 digits. */
  account: string;
  /** The ad-unit id of each placement that has its own. */
  units: Partial<Record<AdPlacementName, string>>;
  /** The unit id of placements without their own (the `default` entry), if any. */
  defaultUnit: string | null;
  /** After "Reject", show non-personalized ads instead of none. */
  nonPersonalizedOnReject: boolean;
}

/** The variables this module reads. */
export type AdsEnv = Partial<
  Record<
    "PUBLIC_ADSENSE_CLIENT" | "PUBLIC_ADSENSE_SLOTS" | "PUBLIC_ADS_NONPERSONALIZED_ON_REJECT",
    string | undefined
  >
>;

const accountPattern = /^ca-pub-\d{16}$/;
const unitPattern = /^\d{6,20}$/;

/**
 * Reads PUBLIC_ADSENSE_SLOTS: comma-separated `placement=unit id` pairs, plus an optional
 * `default=unit id` for the placements not listed. Throws on an unknown placement, a repeated one
 * or a unit id that is not digits.
 * @example parseAdUnits("tool-below-result=1234567890, default=2345678901")
 * // { units: { "tool-below-result": "1234567890" }, defaultUnit: "2345678901" }
 */
export function parseAdUnits(text: string): Pick<AdsConfig, "units" | "defaultUnit"> {
  const units: Partial<Record<AdPlacementName, string>> = {};
  let defaultUnit: string | null = null;
  const seen = new Set<string>();
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = "", unit = "", ...rest] = entry.split("=").map((part) => part.trim());
    if (rest.length > 0 || !unitPattern.test(unit)) {
      throw new Error(
        `PUBLIC_ADSENSE_SLOTS: "${entry}" must be placement=ad-unit id, the id being the digits of the unit's data-ad-slot (e.g. tool-below-result=1234567890)`,
      );
    }
    if (seen.has(name)) throw new Error(`PUBLIC_ADSENSE_SLOTS names "${name}" twice`);
    seen.add(name);
    if (name === "default") {
      defaultUnit = unit;
    } else if ((adPlacementNames as string[]).includes(name)) {
      units[name as AdPlacementName] = unit;
    } else {
      throw new Error(
        `PUBLIC_ADSENSE_SLOTS: unknown placement "${name}" (the placements are ${adPlacementNames.join(", ")} and default)`,
      );
    }
  }
  return { units, defaultUnit };
}

/**
 * The advertising settings from the environment, or null when advertising is off (no
 * PUBLIC_ADSENSE_CLIENT). Throws when a value is malformed or set without a publisher id.
 * @example parseAdsConfig({ PUBLIC_ADSENSE_CLIENT: "ca-pub-0000000000000000" })?.account // "ca-pub-0000000000000000"
 */
export function parseAdsConfig(env: AdsEnv): AdsConfig | null {
  const account = env.PUBLIC_ADSENSE_CLIENT?.trim() ?? "";
  const slots = env.PUBLIC_ADSENSE_SLOTS?.trim() ?? "";
  const npa = env.PUBLIC_ADS_NONPERSONALIZED_ON_REJECT?.trim().toLowerCase() ?? "";
  if (!["", "true", "false"].includes(npa)) {
    throw new Error(
      `PUBLIC_ADS_NONPERSONALIZED_ON_REJECT must be true or false, not "${env.PUBLIC_ADS_NONPERSONALIZED_ON_REJECT}"`,
    );
  }
  if (account === "") {
    const stray = [slots && "PUBLIC_ADSENSE_SLOTS", npa && "PUBLIC_ADS_NONPERSONALIZED_ON_REJECT"];
    const set = stray.filter(Boolean);
    if (set.length > 0) {
      throw new Error(
        `${set.join(" and ")} set without PUBLIC_ADSENSE_CLIENT: set the publisher id (ca-pub-…) to turn advertising on, or unset ${set.length > 1 ? "them" : "it"}`,
      );
    }
    return null;
  }
  if (!accountPattern.test(account)) {
    throw new Error(
      `PUBLIC_ADSENSE_CLIENT must be an AdSense publisher id, "ca-pub-" and 16 digits (e.g. ca-pub-1234567890123456), not "${account}"`,
    );
  }
  return {
    provider: "adsense",
    account,
    ...parseAdUnits(slots),
    nonPersonalizedOnReject: npa === "true",
  };
}

/**
 * The ad-unit id a placement requests: its own, else the default one, else none (the slot then
 * asks with the publisher id alone).
 * @example adUnitFor({ units: {}, defaultUnit: "2345678901" }, "article-end") // "2345678901"
 */
export function adUnitFor(
  config: Pick<AdsConfig, "units" | "defaultUnit">,
  placement: AdPlacementName,
): string | null {
  return config.units[placement] ?? config.defaultUnit;
}
