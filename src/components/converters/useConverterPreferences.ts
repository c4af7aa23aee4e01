/**
 * The Precision choice and inch fraction step of a converter island. The page renders and hydrates
 * with the defaults (what the server printed); right after, if the visitor chose something on an
 * earlier visit, the store is loaded and its choice applied. A first visit loads the store only
 * when the visitor changes a choice.
 */
import { useEffect, useState } from "react";
import {
  defaultConverterPreferences,
  type ConverterPreferences,
} from "../../lib/converter/preferences";
import { readStored, storageKeys } from "../../stores/device-storage";

type Store = typeof import("../../stores/converter-preferences");
let storeLoaded: Promise<Store> | undefined;
// One promise for every caller, so that choices reach the store in the order they were made
// (separate import() calls may settle in any order).
const loadStore = () =>
  (storeLoaded ??= import("../../stores/converter-preferences").catch((error: unknown) => {
    storeLoaded = undefined; // Try again on the next choice (e.g. back online).
    throw error;
  }));

export function useConverterPreferences() {
  const [preferences, setPreferences] = useState<ConverterPreferences>(defaultConverterPreferences);

  useEffect(() => {
    if (readStored(storageKeys.converterPreferences) === null) return;
    let unsubscribe: (() => void) | null = null;
    let active = true;
    void loadStore().then((store) => {
      if (active) unsubscribe = store.$converterPreferences.subscribe(setPreferences);
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  function choose(update: Partial<ConverterPreferences>) {
    setPreferences((current) => ({ ...current, ...update }));
    void loadStore().then((store) => store.updateConverterPreferences(update));
  }

  return [preferences, choose] as const;
}
