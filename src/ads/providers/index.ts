/** The ad networks the site can use, by the name AdsConfig.provider gives, in two halves. */
import type { AdsConfig } from "../../lib/ads/config.ts";
import type { AdProvider, AdProviderScript } from "../provider.ts";
import { adsense, adsenseScript } from "./adsense.ts";

/** The build half of each network: CSP origins, ads.txt and slot markup. */
export const adProviders: Record<AdsConfig["provider"], AdProvider> = { adsense };

/** The browser half of each network, all that pages load. */
export const adProviderScripts: Record<AdsConfig["provider"], AdProviderScript> = {
  adsense: adsenseScript,
};
