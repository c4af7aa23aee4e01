/**
 * Where ads may appear and how much room each one holds. A slot keeps its room from the first
 * paint, so nothing moves when an ad arrives; the build checks every page against these rules.
 */

/** The most ad slots one page may carry. */
export const maxSlotsPerPage = 3;

/** The width and height of the ad a slot shows, in CSS pixels. */
export interface AdSize {
  width: number;
  height: number;
}

/** One place on the site's pages that can hold an ad. */
export interface AdPlacement {
  /** What the placement is, for docs/advertising.md and error messages. */
  description: string;
  /** The ad's size at every width at which the slot is shown. */
  size: AdSize;
  /** The Tailwind breakpoint from which the slot is shown (null: at every width). */
  shownFrom: "lg" | null;
}

/** The medium rectangle: it fits a 320 px phone's column and every desktop column. */
const mediumRectangle: AdSize = { width: 300, height: 250 };

/** Every placement, by the name used in PUBLIC_ADSENSE_SLOTS. */
export const adPlacements = {
  "tool-below-result": {
    description: "tool pages, below the answer and its list of all conversions",
    size: mediumRectangle,
    shownFrom: null,
  },
  "tool-sidebar": {
    description: "tool pages, at the end of the side column (desktop widths only)",
    size: mediumRectangle,
    shownFrom: "lg",
  },
  "article-middle": {
    description: "blog articles, before the middle section heading",
    size: mediumRectangle,
    shownFrom: null,
  },
  "article-end": {
    description: "blog articles, after the text",
    size: mediumRectangle,
    shownFrom: null,
  },
  "listing-between-rows": {
    description: "the blog listing, between rows of cards",
    size: mediumRectangle,
    shownFrom: null,
  },
} as const satisfies Record<string, AdPlacement>;

/** The name of a placement. */
export type AdPlacementName = keyof typeof adPlacements;

/** Every placement name, in the order of the table. */
export const adPlacementNames = Object.keys(adPlacements) as AdPlacementName[];

/** Height of the "Advertisement" label above each ad, with its gap, in CSS pixels. */
export const adLabelHeight = 20;

/**
 * The height a slot reserves before its ad arrives: the label and the ad.
 * @example reservedHeight(adPlacements["article-end"]) // 270
 */
export function reservedHeight(placement: AdPlacement): number {
  return adLabelHeight + placement.size.height;
}

/** Cards per listing row at the listing's breakpoints (phone, md, lg). */
const listingColumnCounts = [1, 2, 3];

/**
 * After which cards of the blog listing an ad row goes: after every run of cards that ends a row
 * at every breakpoint (6 cards: 6 rows of 1, 3 of 2, 2 of 3), never after the last card, and at
 * most three times.
 * @example listingAdPositions(14) // [6, 12]
 */
export function listingAdPositions(cardCount: number): number[] {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const rowEnd = listingColumnCounts.reduce((lcm, columns) => (lcm * columns) / gcd(lcm, columns));
  const positions: number[] = [];
  for (
    let after = rowEnd;
    after < cardCount && positions.length < maxSlotsPerPage;
    after += rowEnd
  ) {
    positions.push(after);
  }
  return positions;
}

/**
 * Which of an article's section headings (counted from 0) the middle ad goes before: the one
 * after the first half, so the ad sits between two sections; null with fewer than two sections.
 * @example middleHeadingIndex(5) // 2
 */
export function middleHeadingIndex(headingCount: number): number | null {
  if (headingCount < 2) return null;
  return Math.floor(headingCount / 2);
}

/** Pages that never carry an ad: the not-found pages and the policies. */
export const pathsWithoutAds = [
  "/404",
  "/blog/404",
  "/privacy-ploicy",
  "/security-ploicy",
  "/terms-and-condition",
] as const;

/** The attribute every slot element carries, naming its placement. */
export const slotAttribute = "data-ad-placement";

/**
 * The CSS custom property that every slot takes its `display` from (block when unset). Set to
 * none on the page after a "Reject" that loads no ads, so that no slot keeps empty room.
 */
export const slotDisplayProperty = "--ad-slot-display";

/** What marks a page as carrying advertising code (a slot, the consent banner or an ad tag). */
const adMarkers = [slotAttribute, 'id="ad-consent"', "adsbygoogle", "googlesyndication"];

/**
 * What is wrong with a built page's ads: with ads off, any advertising markup at all; with ads
 * on, more than three slots, or any slot on a page that must have none.
 * @example adRuleViolations("/privacy-ploicy", '<div data-ad-placement="article-end">', true)
 * // ["/privacy-ploicy carries 1 ad slot(s) but must carry none"]
 */
export function adRuleViolations(path: string, html: string, adsOn: boolean): string[] {
  if (!adsOn) {
    const found = adMarkers.filter((marker) => html.includes(marker));
    return found.length > 0
      ? [`${path} carries advertising markup (${found.join(", ")}) in a build with ads off`]
      : [];
  }
  const slots = html.split(`${slotAttribute}=`).length - 1;
  if ((pathsWithoutAds as readonly string[]).includes(path) && slots > 0) {
    return [`${path} carries ${slots} ad slot(s) but must carry none`];
  }
  if (slots > maxSlotsPerPage) {
    return [`${path} carries ${slots} ad slots, more than ${maxSlotsPerPage}`];
  }
  return [];
}

/**
 * Splits an article's rendered HTML before its middle section heading (`<h2`), where the middle
 * ad goes; null when the article has fewer than two sections.
 * @example splitAtMiddleHeading("<p>a</p><h2>B</h2><p>b</p><h2>C</h2>") // ["<p>a</p><h2>B</h2><p>b</p>", "<h2>C</h2>"]
 */
export function splitAtMiddleHeading(html: string): [string, string] | null {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((match) => match.index);
  const index = middleHeadingIndex(starts.length);
  const at = index === null ? undefined : starts[index];
  return at === undefined ? null : [html.slice(0, at), html.slice(at)];
}
