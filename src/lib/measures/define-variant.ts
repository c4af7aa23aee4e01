/** Helpers for a measure's variants.ts: the names of units people type that no select lists. */

/**
 * The ways people write a regional unit: each of its words with each region word before or after
 * it ('uk gallon', 'gallon uk', 'gal (UK)' is read as 'gal uk').
 * @example regionalNames(["gallon"], ["uk", "imperial"]) // ["uk gallon", "gallon uk", "imperial gallon", "gallon imperial"]
 */
export function regionalNames(words: readonly string[], regions: readonly string[]): string[] {
  return regions.flatMap((region) =>
    words.flatMap((word) => [`${region} ${word}`, `${word} ${region}`]),
  );
}

/** The words that name the UK's imperial measures. */
export const imperialRegions = ["uk", "imperial", "british"] as const;
