/**
 * How much of an output the text tools show: a long output shows its beginning, with a note, and
 * Copy still copies all of it. Shared by the island and its early answer (src/early-answers/).
 */

/** Outputs longer than this show their beginning; Copy still copies all of it. */
export const outputPreviewLimit = 5000;

/**
 * The part of an output its text area shows: all of it, or its first 5,000 UTF-16 units without
 * cutting a surrogate pair in half.
 * @example outputPreview("HELLO") // "HELLO"
 */
export function outputPreview(output: string): string {
  if (output.length <= outputPreviewLimit) return output;
  const end = /[\uD800-\uDBFF]/.test(output.charAt(outputPreviewLimit - 1))
    ? outputPreviewLimit - 1
    : outputPreviewLimit;
  return output.slice(0, end);
}
