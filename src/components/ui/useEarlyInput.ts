/**
 * Honours what a visitor did in an island before it hydrated. On a slow phone the server-rendered
 * fields are on screen seconds before React attaches, and people type into them. React keeps the
 * typed text in the field but hydrates its state from the server's defaults, so the answer beside
 * the field would stay the default. This hook finds every field whose value differs from what the
 * server rendered and replays it as the edit a person would have made, through the island's own
 * change handlers (and so its input rules), once the island has hydrated. It also ends the page's
 * early answer (src/early-answers/), which showed the answer to those edits until now.
 */
import { useEffect, useRef, type RefObject } from "react";
import { earlyAttributes } from "../../early-answers/attributes";
import {
  fieldValue,
  isCheckable,
  isEdited,
  type EditableField as Field,
} from "../../early-answers/field-state";

/** A field and the value the visitor left in it before hydration. */
interface EarlyEdit {
  field: Field;
  value: string;
}

/** Longest text replayed one character at a time when the whole text is not taken at once. */
const maxKeystrokeReplay = 64;

/** The fields whose value is not the one in the server's HTML (React sets the defaults from its props). */
function earlyEdits(root: HTMLElement): EarlyEdit[] {
  const edits: EarlyEdit[] = [];
  for (const field of root.querySelectorAll<Field>("input, select, textarea")) {
    if (!field.disabled && isEdited(field)) edits.push({ field, value: fieldValue(field) });
  }
  return edits;
}

/** Lets React commit the update of the previous event, so the next handler sees fresh state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Sets a text field's value as typing does and fires `input`. React skips a change event when its
 * value tracker already holds the new text (it records the typed text at hydration), so the
 * tracker is first pointed at another value through the element's own (tracked) setter and the
 * text is then written with the prototype's setter, which the tracker does not see.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  field.value = text === "" ? " " : "";
  if (nativeSetter) nativeSetter.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

async function replay({ field, value }: EarlyEdit): Promise<void> {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    const checked = value === "true";
    field.checked = !checked;
    field.click();
    return;
  }
  typeInto(field, value);
  await nextTask();
  // A rule that rejects the whole text (a length cap) keeps the old value; typing it key by key
  // keeps what fits and leaves the rule's message showing, as it would have when typed live.
  if (field.value === value || field instanceof HTMLTextAreaElement) return;
  if (value.length > maxKeystrokeReplay) return;
  typeInto(field, "");
  await nextTask();
  for (const character of value) {
    typeInto(field, field.value + character);
    await nextTask();
  }
}

/**
 * Replays, one after another, the edits made in `root`'s fields before hydration.
 * @example await replayEarlyInput(document.querySelector("section")!) // 37 typed early → state 37
 */
export async function replayEarlyInput(root: HTMLElement): Promise<void> {
  // The page's early answer (src/early-answers/) stops here; React answers from now on.
  const island = root.closest("astro-island");
  island?.setAttribute(earlyAttributes.hydrated, "");
  const edits = earlyEdits(root);
  if (edits.length > 0) {
    await nextTask();
    for (const edit of edits) {
      if (!edit.field.isConnected) continue;
      await replay(edit);
      await nextTask();
    }
  }
  island?.removeAttribute(earlyAttributes.state);
}

/**
 * Call once in an island's root component and put the ref on its root element: after hydration,
 * edits made in the island's fields before it hydrated are replayed through its own handlers, and
 * then `onReplayed` is called (until then, what the island shows, the early answer showed too).
 * @example const rootRef = useEarlyInput<HTMLElement>(); // <section ref={rootRef}>…</section>
 */
export function useEarlyInput<Root extends HTMLElement>(
  onReplayed?: () => void,
): RefObject<Root | null> {
  const rootRef = useRef<Root>(null);
  const onReplayedRef = useRef(onReplayed);
  useEffect(() => {
    const root = rootRef.current;
    if (root) void replayEarlyInput(root).then(() => onReplayedRef.current?.());
  }, []);
  return rootRef;
}
