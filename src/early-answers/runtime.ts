/**
 * Answers a visitor who types before the island has hydrated. On a phone on mobile data the page
 * shows its fields seconds before React attaches; meanwhile the server's default answer would sit
 * beside the visitor's own number. Each tool page carries, inline right after its island, a small
 * script built from the same src/lib code the island runs (src/early-answers/build.ts). It reads
 * the island's fields on every edit and rewrites the answer's text in place; what it cannot
 * compute it hides, so nothing on screen belongs to an older input. An island whose answer depends
 * on the visitor's clock (age, time zone) has only a placeholder in its HTML: its script answers
 * the untouched fields at once too (`answerDefaults`), and a clock again every second (`refreshMs`).
 *
 * It only changes the text of existing text nodes (or a read-only textarea's default value), never
 * the structure, so React hydrates over it (the slots carry `suppressHydrationWarning`);
 * useEarlyInput then replays the edits through the island's own handlers and clears the early
 * state, and React's render takes over. When the fields are back to the server's input, the
 * server's texts come back too.
 */
import { earlyAttributes } from "./attributes";
import { fieldValue, isEdited, type EditableField as Field } from "./field-state";

/** Reads a field by its `data-early-field` name; undefined when the island has no such field. */
export type FieldReader = (name: string) => string | undefined;

/** The text of each slot by its `data-early-slot` name, or null: only the island can answer. */
export type EarlyTexts = Readonly<Record<string, string>> | null;

/** How an early answer runs; the unit converters leave them all out. */
export interface EarlyAnswerOptions {
  /**
   * Answer the server's own input too, not only the visitor's edits: for an island whose HTML
   * cannot carry its answer (it depends on the visitor's clock), so shows a placeholder instead.
   */
  answerDefaults?: boolean;
  /** Answer again on each whole multiple of this many milliseconds until hydration: a clock. */
  refreshMs?: number;
  /**
   * A selector of an element inside another island that shows figures of the same input (the
   * text tools' Quick Stats): its slots and stale elements follow this island's until it hydrates.
   */
  companion?: string;
}

/** The slot's text: a textarea's default value, else its first text node (null when it has none). */
function slotText(slot: Element): string | null {
  if (slot instanceof HTMLTextAreaElement) return slot.defaultValue;
  for (const node of slot.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  }
  return null;
}

/** Writes the slot's text; false when it cannot show it without a change of structure. */
function writeSlot(slot: Element, text: string): boolean {
  if (slot instanceof HTMLTextAreaElement) {
    if (slot.defaultValue !== text) slot.defaultValue = text;
    // An edited value no longer follows the default value.
    return slot.value === text;
  }
  for (const node of slot.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    if (node.nodeValue !== text) node.nodeValue = text;
    return true;
  }
  return false;
}

/**
 * Writes values into the fields of the island just before the current `<script>`, by their
 * `data-early-field` names, as if the visitor had typed them (a field already edited keeps its
 * text): for the values a page's address gives, which the island reads too once it hydrates.
 * The early answer then answers them, and the island replays them (useEarlyInput) as typed ones.
 * Call it before answerBeforeHydration, from the same script.
 * @example fillFields({ "height-cm": "180", "weight-kg": "75" })
 */
export function fillFields(values: Readonly<Record<string, string>>): void {
  const island = document.currentScript?.previousElementSibling;
  if (island?.localName !== "astro-island") return;
  for (const field of island.querySelectorAll<Field>(`[${earlyAttributes.field}]`)) {
    const value = values[field.getAttribute(earlyAttributes.field) ?? ""];
    if (value !== undefined && !isEdited(field)) field.value = value;
  }
}

/**
 * Starts the early answer of the island just before the current `<script>`: on each edit before
 * hydration (and at once, with `answerDefaults`), `compute` gets the fields and gives the slots'
 * texts.
 * @example answerBeforeHydration((field) => ({ result: String(Number(field("value")) * 2) }))
 * @example answerBeforeHydration(computeClock, { answerDefaults: true, refreshMs: 1000 })
 */
export function answerBeforeHydration(
  compute: (field: FieldReader) => EarlyTexts,
  { answerDefaults = false, refreshMs, companion }: EarlyAnswerOptions = {},
): void {
  const island = document.currentScript?.previousElementSibling;
  if (!(island instanceof HTMLElement) || island.localName !== "astro-island") return;
  // Each slot's text in the server's HTML, noted before this script first writes it.
  const serverTexts = new Map<Element, string | null>();

  const update = () => {
    if (island.hasAttribute(earlyAttributes.hydrated)) return;
    const companionIsland = companion
      ? document.querySelector(companion)?.closest("astro-island")
      : null;
    const islands = [island, companionIsland].filter(
      (each): each is Element =>
        each instanceof Element && !each.hasAttribute(earlyAttributes.hydrated),
    );
    const slots = islands.flatMap((each) => [
      ...each.querySelectorAll(`[${earlyAttributes.slot}]`),
    ]);
    for (const slot of slots) {
      if (!serverTexts.has(slot)) serverTexts.set(slot, slotText(slot));
    }
    const fields = [...island.querySelectorAll<Field>(`[${earlyAttributes.field}]`)];
    const answering = answerDefaults || fields.some(isEdited);
    let texts: EarlyTexts = null;
    if (answering) {
      const values = new Map(
        fields.map((field) => [field.getAttribute(earlyAttributes.field) ?? "", fieldValue(field)]),
      );
      try {
        texts = compute((name) => values.get(name));
      } catch {
        texts = null;
      }
    }
    const written = slots.every((slot) => {
      const text = answering
        ? texts?.[slot.getAttribute(earlyAttributes.slot) ?? ""]
        : serverTexts.get(slot);
      return typeof text === "string" && writeSlot(slot, text);
    });
    for (const each of islands) {
      // Back to the server's input with its texts restored: its answer and details are right again.
      if (!answering && written) each.removeAttribute(earlyAttributes.state);
      else each.setAttribute(earlyAttributes.state, written ? "answered" : "pending");
    }
  };

  island.addEventListener("input", update);
  island.addEventListener("change", update);
  // Text typed while the page was still arriving, before this script ran.
  update();
  // A companion island may come later in the page than this script.
  if (companion && document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", update);
  }
  if (refreshMs === undefined) return;
  // Like the island's clock, ticks land on whole multiples (a seconds display flips with the second).
  const scheduleRefresh = () =>
    setTimeout(
      () => {
        if (island.hasAttribute(earlyAttributes.hydrated)) return;
        update();
        scheduleRefresh();
      },
      refreshMs - (Date.now() % refreshMs),
    );
  scheduleRefresh();
}
