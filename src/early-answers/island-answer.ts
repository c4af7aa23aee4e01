/**
 * The early answer (see runtime.ts) of the number base, percentage and text tools islands. It
 * reads the same attributes and sets the same states as answerBeforeHydration, which the unit
 * converters use, and adds three things those islands need:
 *
 * - When every field is back to the server's value, each slot gets the server's text back;
 *   answerBeforeHydration leaves the answer of the last edit there (a number base input typed
 *   from 255 to 2551 and back to 255 would keep showing 9F7).
 * - A slot may be a read-only `<textarea>`: its text is its default value, which its value follows
 *   until someone edits it. Hydration sets the default value back to the island's own (React's
 *   initTextarea), so no edit is left for useEarlyInput to replay.
 * - Another island of the page (the text tools' Quick Stats card) may show figures of the same
 *   input: its stale elements are hidden, and its slots written, with this island's, until it
 *   hydrates (its useEarlyInput then ends its early state).
 *
 * The helpers repeat runtime.ts's rather than import them: exporting them from there changes the
 * minified bytes, and so the CSP hashes, of the converters' scripts.
 */
import { earlyAttributes } from "./attributes";
import type { EarlyTexts, FieldReader } from "./runtime";

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

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

/** The slot's text: a textarea's default value, else its first text node (null when it has none). */
function slotText(slot: Element): string | null {
  if (slot instanceof HTMLTextAreaElement) return slot.defaultValue;
  for (const node of slot.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  }
  return null;
}

/** Writes the slot's text; false when it cannot show it without a change of structure. */
function writeSlotText(slot: Element, text: string): boolean {
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
 * Starts the early answer of the island just before the current `<script>`: on each edit before
 * hydration, `compute` gets the fields and gives the slots' texts. `companion` is a selector of an
 * element inside another island that shows figures of the same input.
 * @example answerIslandBeforeHydration(textToolsEarlyTexts, "#quick-stats-heading") // in entries/text-tools.ts
 */
export function answerIslandBeforeHydration(
  compute: (field: FieldReader) => EarlyTexts,
  companion?: string,
): void {
  const island = document.currentScript?.previousElementSibling;
  if (!(island instanceof HTMLElement) || island.localName !== "astro-island") return;
  // Each slot's text in the server's HTML, noted before it is first written.
  const serverTexts = new Map<Element, string | null>();

  const update = () => {
    if (island.hasAttribute(earlyAttributes.hydrated)) return;
    const companionIsland = companion
      ? document.querySelector(companion)?.closest("astro-island")
      : null;
    const islands = [island, companionIsland].filter(
      (candidate): candidate is Element =>
        candidate instanceof Element && !candidate.hasAttribute(earlyAttributes.hydrated),
    );
    const slots = islands.flatMap((each) => [
      ...each.querySelectorAll(`[${earlyAttributes.slot}]`),
    ]);
    for (const slot of slots) {
      if (!serverTexts.has(slot)) serverTexts.set(slot, slotText(slot));
    }
    const fields = [...island.querySelectorAll<Field>(`[${earlyAttributes.field}]`)];
    const edited = fields.some(isEdited);
    let texts: EarlyTexts = null;
    if (edited) {
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
      const text = edited
        ? texts?.[slot.getAttribute(earlyAttributes.slot) ?? ""]
        : serverTexts.get(slot);
      return typeof text === "string" && writeSlotText(slot, text);
    });
    for (const each of islands) {
      // Back to the server's input with its texts restored: the server's answer shows again.
      if (!edited && written) each.removeAttribute(earlyAttributes.state);
      else each.setAttribute(earlyAttributes.state, written ? "answered" : "pending");
    }
  };

  island.addEventListener("input", update);
  island.addEventListener("change", update);
  // Text typed while the page was still arriving, before this script ran; the companion island
  // may come later in the page than this script.
  update();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", update);
}
