/**
 * Advertising in the browser, added to every page only in builds with ads on
 * (src/ads/integration.ts). It wires the consent banner's buttons and the footer's "Cookie
 * settings" link; once the visitor's choice allows ads, it loads the ad network after the page's
 * islands have hydrated and the browser is idle, and puts an ad in each slot as it comes near the
 * viewport. An empty slot closes only while it is wholly below the viewport, so nothing in view
 * ever moves.
 */
import type { AdsConfig } from "../lib/ads/config";
import {
  adModeFor,
  consentModeUpdate,
  parseConsent,
  type AdConsent,
  type AdMode,
} from "../lib/ads/consent";
import { slotAttribute } from "../lib/ads/placements";
import type { AdProviderScript } from "./provider";
import { adProviderScripts } from "./providers";

declare global {
  interface Window {
    /** Google's tag queue, defined with the Consent Mode defaults by ads-consent.js. */
    gtag?: (...args: unknown[]) => void;
  }
}

/** Islands that hydrate as the page loads; the ad network waits for them. */
const pendingIslands =
  'astro-island[ssr]:is([client="load"],[client="afterpaint"],[client="idle"])';

/** Resolves once the page has loaded, its islands have hydrated and the browser is idle. */
function afterFirstAnswer(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200);
    // Up to 10 s: an island that never hydrates must not keep the ads away for good.
    const waitForIslands = (tries: number) =>
      document.querySelector(pendingIslands) && tries < 100
        ? setTimeout(() => waitForIslands(tries + 1), 100)
        : whenIdle();
    if (document.readyState === "complete") waitForIslands(0);
    else addEventListener("load", () => waitForIslands(0), { once: true });
  });
}

/** Fills each slot of the page as it comes within 400 px of the viewport. */
function fillSlots(provider: AdProviderScript): void {
  const closeWhenBelow = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting, boundingClientRect } of entries) {
      if (isIntersecting || boundingClientRect.top < innerHeight) continue;
      (target as HTMLElement).hidden = true;
      closeWhenBelow.unobserve(target);
    }
  });
  const fill = (slot: HTMLElement) => {
    const template = slot.querySelector("template");
    const ad = template?.content.firstElementChild?.cloneNode(true);
    if (!template || !(ad instanceof HTMLElement)) return;
    template.replaceWith(ad);
    provider.request(ad);
    new MutationObserver((_, observer) => {
      const status = provider.status(ad);
      if (!status) return;
      observer.disconnect();
      slot.dataset["adStatus"] = status;
      if (status === "unfilled") closeWhenBelow.observe(slot);
    }).observe(ad, { attributes: true });
  };
  // A slot hidden at this width (the side column on a phone) never intersects, so never asks.
  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting) continue;
        nearViewport.unobserve(target);
        fill(target as HTMLElement);
      }
    },
    { rootMargin: "400px 0px" },
  );
  for (const slot of document.querySelectorAll(`[${slotAttribute}]`)) nearViewport.observe(slot);
}

function start(banner: HTMLElement): void {
  const {
    adProvider = "",
    adAccount = "",
    adStorageKey = "",
    adSlotDisplay = "",
    adNpaOnReject,
  } = banner.dataset;
  const provider: AdProviderScript | undefined =
    adProviderScripts[adProvider as AdsConfig["provider"]];
  let loaded: AdMode = "none";
  let opener: HTMLElement | null = null;

  const show = (mode: AdMode) => {
    if (mode === "none" || !provider) return;
    loaded = mode;
    void afterFirstAnswer().then(() => {
      provider.load(adAccount, mode === "personalized");
      fillSlots(provider);
    });
  };
  const choose = (consent: AdConsent) => {
    try {
      localStorage.setItem(adStorageKey, consent);
    } catch {
      // Without storage the choice holds for this page only.
    }
    window.gtag?.("consent", "update", consentModeUpdate(consent));
    banner.hidden = true;
    opener?.focus();
    opener = null;
    const mode = adModeFor(consent, adNpaOnReject === "true");
    // The slots go with a choice that loads no ads, and come back with one that does.
    const root = document.documentElement.style;
    if (mode === "none") root.setProperty(adSlotDisplay, "none");
    else root.removeProperty(adSlotDisplay);
    // Ads already on the page that the new choice does not allow go with a fresh page.
    if (loaded !== "none" && loaded !== mode) location.reload();
    else if (loaded === "none") show(mode);
  };

  for (const button of banner.querySelectorAll<HTMLElement>("[data-ad-choice]")) {
    button.addEventListener("click", () =>
      choose(button.dataset["adChoice"] === "granted" ? "granted" : "denied"),
    );
  }
  for (const link of document.querySelectorAll<HTMLElement>("[data-ad-settings]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      opener = link;
      banner.hidden = false;
      banner.focus();
    });
  }
  // From here on the buttons are this script's; a choice made before it ran is applied now.
  banner.dataset["adHandled"] = "true";
  const earlyChoice = banner.dataset["adEarlyChoice"];
  if (earlyChoice !== undefined) {
    choose(earlyChoice === "granted" ? "granted" : "denied");
    return;
  }
  // The choice stored on the device, as ads-consent.js read it before the first paint.
  show(adModeFor(parseConsent(banner.dataset["adStored"] ?? null), adNpaOnReject === "true"));
}

const banner = document.getElementById("ad-consent");
if (banner) start(banner);
