import { useEffect, useState } from "react";
import { needsNumberReader } from "../../lib/input";

let loading: Promise<unknown> | undefined;

/**
 * Loads the reader of numbers that are not plain (decimal commas, fractions, exponents:
 * src/lib/number-reading.ts) when one of the island's texts first needs it, and renders the
 * island again once it is there. Until then such a text reads as pending, for a few milliseconds.
 * Returns how many times the reader has arrived, for effects that read the texts later
 * (a debounced answer) to run again: `useEffect(update, [text, useNumberReader(text)])`.
 */
export function useNumberReader(...texts: string[]): number {
  const [loaded, setLoaded] = useState(0);
  const needed = texts.some(needsNumberReader);
  useEffect(() => {
    if (!needed) return;
    let active = true;
    loading ??= import("../../lib/number-reading").catch((error: unknown) => {
      loading = undefined;
      console.warn("Could not load the number reader:", error);
    });
    void loading.then(() => active && setLoaded((count) => count + 1));
    return () => {
      active = false;
    };
  }, [needed]);
  return loaded;
}
