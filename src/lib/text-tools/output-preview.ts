/**
 * How much of an output the text tools show: a long output shows its beginning, with a note, and
 * Copy still copies all of it. Shared by the island and its early answer (src/early-answers/):
 * both fill the outputs' text areas with `textOutputTexts`, so the answer shown before hydration
 * is the island's own.
 */
import type { CaseStyle, ToolOutput, TransformId } from "./catalog";

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

/** An output's text area by the name of its early-answer slot: "output-" and the tool's id. */
export type TextOutputTextName = `output-${CaseStyle | TransformId}`;

/** The text areas' texts of one view's outputs (the case or the transform tools). */
export type TextOutputTexts = Readonly<Partial<Record<TextOutputTextName, string>>>;

/**
 * What each output's text area shows, by slot name: its preview.
 * @example textOutputTexts([{ id: "upper", label: "UPPER CASE", output: "HI" }]) // { "output-upper": "HI" }
 */
export function textOutputTexts(outputs: readonly ToolOutput[]): TextOutputTexts {
  return Object.fromEntries(
    outputs.map(({ id, output }) => [`output-${id}`, outputPreview(output)]),
  );
}
