import { useEffect, useRef, useState } from "react";
import { copyConfirmationMs } from "../../lib/timings";

/**
 * Copying to the clipboard with a confirmation: `copied` is true for copyConfirmationMs after a
 * successful `copy(text)`. A failure is only logged, as the spec says.
 * @example const [copied, copy] = useCopy(); <button onClick={() => copy("1 m")}>{copied ? "Copied" : "Copy"}</button>
 */
export function useCopy(): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copyConfirmationMs);
    } catch (error) {
      console.warn("Failed to copy:", error);
    }
  }
  return [copied, copy];
}
