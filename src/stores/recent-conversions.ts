/**
 * The visitor's last ten conversions, kept in local storage on this device only (nothing is sent
 * anywhere). The converter island loads this module a second after the visitor stops typing, and
 * the "Recent conversions" lists load it only when something is stored.
 */
import { atom } from "nanostores";
import {
  parseRecentConversions,
  withRecentConversion,
  type RecentConversion,
} from "../lib/converter/recent-conversions";
import { readStored, storageKeys } from "./device-storage";
import { onStoredChange, writeStored } from "./persist";

const key = storageKeys.recentConversions;

export const $recentConversions = atom<RecentConversion[]>([]);

/** Reads the stored list into the store. */
export function loadRecentConversions(storage?: Storage | null): void {
  $recentConversions.set(parseRecentConversions(readStored(key, storage)));
}

/** Adds a conversion at the top of the list (read afresh, so other tabs' entries are kept). */
export function recordConversion(entry: RecentConversion, storage?: Storage | null): void {
  const stored = parseRecentConversions(readStored(key, storage));
  const next = withRecentConversion(stored, entry);
  $recentConversions.set(next);
  writeStored(key, JSON.stringify(next), storage);
}

/** Empties the list and removes it from the device. */
export function clearRecentConversions(storage?: Storage | null): void {
  $recentConversions.set([]);
  writeStored(key, null, storage);
}

loadRecentConversions();
onStoredChange(key, () => loadRecentConversions());
