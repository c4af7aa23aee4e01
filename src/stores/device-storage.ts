/**
 * What the converters keep in the browser's local storage, and reading it without ever throwing:
 * storage can be switched off, full or missing (server rendering), and a converter must keep
 * working all the same. Writing lives in persist.ts, which only the stores load.
 */

/** The local storage keys of the converters' device memory. */
export const storageKeys = {
  /** The Precision choice and inch fraction step (src/stores/converter-preferences.ts). */
  converterPreferences: "converter-preferences",
  /** The last ten conversions (src/stores/recent-conversions.ts). */
  recentConversions: "recent-conversions",
} as const;

/** Local storage, or null where there is none or it cannot be used. */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads a stored text; null when nothing is stored or storage cannot be read. */
export function readStored(
  key: string,
  storage: Storage | null = localStorageOrNull(),
): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
