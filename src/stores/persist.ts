/** Writing the stores' values to local storage and hearing about other tabs' writes, never throwing. */
import { localStorageOrNull } from "./device-storage";

/** Stores a text, or removes the key for null; a storage that refuses is left as it is. */
export function writeStored(
  key: string,
  value: string | null,
  storage: Storage | null = localStorageOrNull(),
): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private modes and full storage refuse writes; the choice then lasts for this page only.
  }
}

/** Calls `onChange` when another tab changes `key`; returns the function that stops listening. */
export function onStoredChange(key: string, onChange: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
