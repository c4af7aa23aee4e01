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
 * It only changes the text of existing text nodes, never the structure, so React hydrates over it
 * (the slots carry `suppressHydrationWarning`); useEarlyInput then replays the edits through the
 * island's own handlers and clears the early state, and React's render takes over.
 */
import { earlyAttributes } from "./attributes";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Reads a field by its `data-early-field` name; undefined when the island has no such field. */
export type FieldReader = (name: string) => string | undefined;

/** The text of each slot by its `data-early-slot` name, or null: only the island can answer. */
export type EarlyTexts = Readonly<Record<string, string>> | null;

/** How an early answer runs; the unit converters leave both out. */
export interface EarlyAnswerOptions {
  /**
   * Answer the server's own input too, not only the visitor's edits: for an island whose HTML
   * cannot carry its answer (it depends on the visitor's clock), so shows a placeholder instead.
   */
  answerDefaults?: boolean;
  /** Answer again on each whole multiple of this many milliseconds until hydration: a clock. */
  refreshMs?: number;
}

function isEdited(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

function fieldValue(field: Field): string {
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    return String(field.checked);
  }
  return field.value;
}

/** Rewrites the element's first text node; false when it has none (a new node would break hydration). */
function writeSlot(slot: Element, text: string): boolean {
  for (const node of slot.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    if (node.nodeValue !== text) node.nodeValue = text;
    return true;
  }
  return false;
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
  { answerDefaults = false, refreshMs }: EarlyAnswerOptions = {},
): void {
  const island = document.currentScript?.previousElementSibling;
  if (!(island instanceof HTMLElement) || island.localName !== "astro-island") return;

  const update = () => {
    if (island.hasAttribute(earlyAttributes.hydrated)) return;
    const fields = [...island.querySelectorAll<Field>(`[${earlyAttributes.field}]`)];
    if (!answerDefaults && !fields.some(isEdited)) {
      // Back to the server's input: its answer and details are right again.
      island.removeAttribute(earlyAttributes.state);
      return;
    }
    const values = new Map(
      fields.map((field) => [field.getAttribute(earlyAttributes.field) ?? "", fieldValue(field)]),
    );
    let texts: EarlyTexts = null;
    try {
      texts = compute((name) => values.get(name));
    } catch {
      texts = null;
    }
    const slots = [...island.querySelectorAll(`[${earlyAttributes.slot}]`)];
    const written =
      texts !== null &&
      slots.every((slot) => {
        const text = texts[slot.getAttribute(earlyAttributes.slot) ?? ""];
        return text !== undefined && writeSlot(slot, text);
      });
    island.setAttribute(earlyAttributes.state, written ? "answered" : "pending");
  };

  island.addEventListener("input", update);
  island.addEventListener("change", update);
  // Text typed while the page was still arriving, before this script ran.
  update();
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
