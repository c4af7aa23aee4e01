/**
 * The advertising settings of this build for pages and components: null when ads are off, which
 * makes every ad component render nothing at all.
 */
import { parseAdsConfig, type AdsConfig } from "../lib/ads/config";
import type { AdProvider } from "./provider";
import { adProviders } from "./providers";

/** The configured advertising, with its network, or null when the build has ads off. */
export const advertising: { config: AdsConfig; provider: AdProvider } | null = (() => {
  const config = parseAdsConfig({
    PUBLIC_ADSENSE_CLIENT: import.meta.env["PUBLIC_ADSENSE_CLIENT"],
    PUBLIC_ADSENSE_SLOTS: import.meta.env["PUBLIC_ADSENSE_SLOTS"],
    PUBLIC_ADS_NONPERSONALIZED_ON_REJECT: import.meta.env["PUBLIC_ADS_NONPERSONALIZED_ON_REJECT"],
  });
  return config ? { config, provider: adProviders[config.provider] } : null;
})();
