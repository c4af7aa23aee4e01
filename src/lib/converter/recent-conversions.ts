/**
 * The visitor's recent conversions: the last ten (value, from and to unit, measure), newest first,
 * kept on the device only. This module is the pure part: adding an entry, reading stored text
 * defensively, and the words of an entry. The browser storage lives in src/stores/.
 */
/** A conversion as remembered, with what is needed to list it and open it again on any page. */
export interface RecentConversion {
  /** The converter's id, e.g. 'length'. */
  converter: string;
  /** The measure's name, e.g. 'length'. */
  measure: string;
  value: string;
  from: string;
  to: string;
  fromSymbol: string;
  toSymbol: string;
  /** The page it was made on with the converter's query, e.g. '/length?value=1.75&from=meter&to=foot'. */
  href: string;
}

/** How many conversions are kept. */
export const recentConversionsLimit = 10;

function sameConversion(a: RecentConversion, b: RecentConversion): boolean {
  return a.converter === b.converter && a.value === b.value && a.from === b.from && a.to === b.to;
}

/**
 * The list with a conversion added first; the same conversion made again moves to the top rather
 * than appearing twice, and only the newest ten are kept.
 * @example withRecentConversion([], entry) // [entry]
 */
export function withRecentConversion(
  list: readonly RecentConversion[],
  entry: RecentConversion,
): RecentConversion[] {
  return [entry, ...list.filter((item) => !sameConversion(item, entry))].slice(
    0,
    recentConversionsLimit,
  );
}

const textFields = [
  "converter",
  "measure",
  "value",
  "from",
  "to",
  "fromSymbol",
  "toSymbol",
  "href",
] as const satisfies readonly (keyof RecentConversion)[];

function isRecentConversion(item: unknown): item is RecentConversion {
  if (typeof item !== "object" || item === null) return false;
  const record = item as Record<string, unknown>;
  return (
    textFields.every((field) => typeof record[field] === "string") &&
    // Only a page of this site with a query: no other origin, no scheme.
    /^\/(?!\/)[\w\-/]*(\?[\w\-.=&%+]*)?$/.test(record["href"] as string)
  );
}

/**
 * Reads the stored list; anything unreadable, malformed or pointing off the site is dropped.
 * @example parseRecentConversions("not json") // []
 */
export function parseRecentConversions(stored: string | null): RecentConversion[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(isRecentConversion).slice(0, recentConversionsLimit)
      : [];
  } catch {
    return [];
  }
}

/**
 * The words of a remembered conversion.
 * @example recentConversionLabel({ value: "1.75", fromSymbol: "m", toSymbol: "ft", … }) // "1.75 m to ft"
 */
export function recentConversionLabel(entry: RecentConversion): string {
  return `${entry.value} ${entry.fromSymbol} to ${entry.toSymbol}`;
}
