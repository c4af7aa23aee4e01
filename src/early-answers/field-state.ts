/**
 * What a visitor did to a field before its island hydrated, read from the DOM alone: the early
 * answer (runtime.ts) computes from it, and the island replays it once hydrated (useEarlyInput).
 */

export type EditableField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Whether a checkbox or radio button.
 * @example isCheckable(document.createElement("input")) // false
 */
export function isCheckable(field: EditableField): boolean {
  return field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
}

/**
 * Whether the field no longer holds what the server's HTML gave it.
 * @example isEdited(input) // true once "37" is typed over the server's "1"
 */
export function isEdited(field: EditableField): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && isCheckable(field)) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * The field's value as text: "true" or "false" for a checkbox or radio button.
 * @example fieldValue(checkbox) // "true"
 */
export function fieldValue(field: EditableField): string {
  return field instanceof HTMLInputElement && isCheckable(field)
    ? String(field.checked)
    : field.value;
}
