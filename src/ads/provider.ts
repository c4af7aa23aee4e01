/**
 * What the site needs from an ad network. Each network is one file in src/ads/providers/ that
 * exports both halves of this; the pages, the consent banner, the CSP and ads.txt only talk to
 * these interfaces. The build half is data and markup; the browser half is all that pages load,
 * and it runs only after consent.
 */
import type { AdSize } from "../lib/ads/placements.ts";

/** The CSP directives an ad network's scripts, frames, images and beacons need. */
export type AdCspDirective = "script-src" | "frame-src" | "img-src" | "connect-src";

/** How a slot ended up: the network put an ad in it, or had none to show. */
export type AdSlotStatus = "filled" | "unfilled";

/** The build half: what the CSP, /ads.txt and the slots' markup need. */
export interface AdProvider {
  /** Origins the network loads from, per CSP directive (added to the policy only with ads on). */
  cspSources: Readonly<Record<AdCspDirective, readonly string[]>>;
  /**
   * The text of /ads.txt that names the account as an authorised seller of the site's ad space.
   * @example adsense.adsTxt("ca-pub-0000000000000000")
   */
  adsTxt(account: string): string;
  /**
   * The attributes of the element (an `<ins>`) that the network fills in one slot.
   * @example adsense.slotAttributes("ca-pub-0000000000000000", "1234567890", { width: 300, height: 250 })
   */
  slotAttributes(account: string, unit: string | null, size: AdSize): Record<string, string>;
}

/** The browser half, loaded by src/ads/client.ts. */
export interface AdProviderScript {
  /**
   * Loads the network's script once, asking for non-personalized ads when `personalized` is
   * false. Consent Mode signals are already set when this runs.
   * @example adsenseScript.load("ca-pub-0000000000000000", true)
   */
  load(account: string, personalized: boolean): void;
  /**
   * Requests an ad for one slot element rendered with slotAttributes.
   * @example adsenseScript.request(document.querySelector("ins")!)
   */
  request(element: HTMLElement): void;
  /**
   * What the network reported for a requested slot, null while it is pending.
   * @example adsenseScript.status(element) // "unfilled"
   */
  status(element: HTMLElement): AdSlotStatus | null;
}
