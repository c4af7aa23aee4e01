/**
 * Google AdSense. Slots are fixed-size display units (`<ins class="adsbygoogle">`), so the room a
 * slot reserves is exactly the ad's size; adsbygoogle.js is added to the page only after consent.
 */
import type { AdProvider, AdProviderScript } from "../provider.ts";

declare global {
  interface Window {
    adsbygoogle?: Record<string, unknown>[] & { requestNonPersonalizedAds?: 0 | 1 };
  }
}

/** Google's certification authority id for its ad systems, the fourth field of ads.txt lines. */
const googleCertificationId = "f08c47fec0942fa0";

const scriptUrl = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";

export const adsense: AdProvider = {
  // adsbygoogle.js loads its renderer from the syndication hosts, puts the ad in frames from
  // doubleclick.net (creatives from tpc), and reports to its traffic-quality and ad service hosts.
  cspSources: {
    "script-src": [
      "https://*.googlesyndication.com",
      "https://googleads.g.doubleclick.net",
      "https://*.googleadservices.com",
      "https://www.googletagservices.com",
      "https://adservice.google.com",
      "https://*.adtrafficquality.google",
    ],
    "frame-src": [
      "https://googleads.g.doubleclick.net",
      "https://tpc.googlesyndication.com",
      "https://www.google.com",
      "https://*.adtrafficquality.google",
    ],
    "img-src": [
      "https://*.googlesyndication.com",
      "https://*.g.doubleclick.net",
      "https://www.google.com",
      "https://*.adtrafficquality.google",
    ],
    "connect-src": [
      "https://*.googlesyndication.com",
      "https://googleads.g.doubleclick.net",
      "https://*.adtrafficquality.google",
    ],
  },

  adsTxt: (account) =>
    `google.com, ${account.replace(/^ca-/, "")}, DIRECT, ${googleCertificationId}\n`,

  slotAttributes: (account, unit, size) => ({
    class: "adsbygoogle",
    // Top-aligned, so that the line box adds no space under the ad and the slot keeps its height.
    style: `display:inline-block;vertical-align:top;width:${size.width}px;height:${size.height}px`,
    "data-ad-client": account,
    ...(unit === null ? {} : { "data-ad-slot": unit }),
  }),
};

export const adsenseScript: AdProviderScript = {
  load(account, personalized) {
    const queue = (window.adsbygoogle ??= []);
    if (!personalized) queue.requestNonPersonalizedAds = 1;
    const script = document.createElement("script");
    script.async = true;
    script.crossOrigin = "anonymous";
    script.src = `${scriptUrl}?client=${account}`;
    document.head.append(script);
  },

  // Each push fills the first `ins.adsbygoogle` the script has not handled yet; slots add their
  // `ins` only as they come near the viewport, so that is always the one just added.
  request() {
    (window.adsbygoogle ??= []).push({});
  },

  status(element) {
    const status = element.dataset["adStatus"];
    return status === "filled" || status === "unfilled" ? status : null;
  },
};
