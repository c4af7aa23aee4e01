/**
 * The filter of the list of every conversion (/conversions): which links a typed text keeps, and
 * the line that says how many it kept.
 */

/**
 * The words of a typed filter, lower-cased; none for a blank one.
 * @example filterWords("  Feet  TO m ") // ["feet", "to", "m"]
 */
export function filterWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether a link's text (with its measure's name) holds every word of the filter.
 * @example linkMatches("Length: Feet to meters", ["feet", "met"]) // true
 */
export function linkMatches(text: string, words: readonly string[]): boolean {
  const haystack = text.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/**
 * The line under the filter: how many conversions match, or that none does.
 * @example filterStatus(12, "kilo") // "12 conversions match"
 */
export function filterStatus(count: number, query: string): string {
  if (count === 0)
    return `No conversions match “${query.trim()}”. Try a unit such as foot or gram.`;
  return count === 1 ? "1 conversion matches" : `${count} conversions match`;
}
