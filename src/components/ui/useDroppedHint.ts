import { useState } from "react";
import type { DroppedReason, InputDecision } from "../../lib/input";

/**
 * Remembers what a field's last edits dropped (a letter, a second point, a minus), so its hint
 * stays while the visitor goes on typing and goes when the text is replaced or shortened.
 * Returns the reason, the function every edit goes through, and one that forgets (a value set
 * by the page, not typed).
 */
export function useDroppedHint(): [
  DroppedReason | null,
  (before: string, decision: InputDecision) => void,
  () => void,
] {
  const [dropped, setDropped] = useState<DroppedReason | null>(null);
  function noteEdit(before: string, decision: InputDecision) {
    if (!decision.accepted) return;
    if (decision.dropped) setDropped(decision.dropped);
    else if (decision.value === "" || !decision.value.startsWith(before)) setDropped(null);
  }
  return [dropped, noteEdit, () => setDropped(null)];
}
