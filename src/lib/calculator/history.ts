/**
 * The calculator page's recent queries, kept on this device only: newest first, no repeats, at
 * most twenty, stored as a JSON list of strings.
 */

/** The localStorage key of the list. */
export const calculatorHistoryKey = "calculator-history";

/** How many queries are kept. */
export const calculatorHistoryLength = 20;

/**
 * The stored list as read back; anything that is not a list of strings is an empty list.
 * @example readHistory('["2 + 2"]') // ["2 + 2"]
 */
export function readHistory(stored: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === "string")
          .slice(0, calculatorHistoryLength)
      : [];
  } catch {
    return [];
  }
}

/**
 * The list with a query added at the top (moved there if it was in it already).
 * @example withQuery(["2 + 2", "1 ft to cm"], "1 ft to cm") // ["1 ft to cm", "2 + 2"]
 */
export function withQuery(history: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === "") return [...history];
  return [trimmed, ...history.filter((item) => item !== trimmed)].slice(0, calculatorHistoryLength);
}
