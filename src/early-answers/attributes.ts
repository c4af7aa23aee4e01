/**
 * The attributes through which an early answer (src/early-answers/) and an island agree, before
 * and after hydration. Islands put them on their elements; the inline scripts look for them.
 */
export const earlyAttributes = {
  /** On a field the early answer reads; the value names it for the tool's compute function. */
  field: "data-early-field",
  /** On an element whose first text the early answer rewrites; the value names the text. */
  slot: "data-early-slot",
  /** On an element the early answer cannot update (a detail of the old answer): hidden meanwhile. */
  stale: "data-early-stale",
  /** On the server's placeholder for an answer it cannot give ("Loading..."): hidden once answered. */
  placeholder: "data-early-placeholder",
  /** On markup rendered beside that placeholder for the early answer to fill: shown only once answered. */
  answerOnly: "data-early-answer-only",
  /** On the island: "answered" (slots rewritten) or "pending" (only the island can answer). */
  state: "data-early",
  /** On the island once it has hydrated: the early answer stops. */
  hydrated: "data-early-hydrated",
} as const;
