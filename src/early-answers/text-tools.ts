/**
 * The early answer of the text tools island (see runtime.ts): the Case Conversion outputs,
 * the tab the server's HTML shows, from the same src/lib/text-tools/text-tools.ts conversions the
 * island's worker runs. The statistics (live counts, Quick Stats) come from a worker too and are hidden
 * until the island answers them.
 */
import { caseConversions, runTextTools } from "../lib/text-tools/text-tools";
import { outputPreviewLimit, textOutputTexts } from "../lib/text-tools/output-preview";
import type { EarlyTexts, FieldReader } from "./runtime";

/**
 * The text of each Case Conversion output for the typed text, or null where the island shows
 * something else (no text: empty outputs; an output past 5,000 characters: its beginning and a
 * note). Longer texts are left to the island's worker, so typing stays quick.
 * @example textToolsEarlyTexts((name) => (name === "text" ? "hello wide world" : undefined))?.["output-upper"] // "HELLO WIDE WORLD"
 */
export function textToolsEarlyTexts(field: FieldReader): EarlyTexts {
  const text = field("text");
  if (text === undefined || text === "" || text.length > outputPreviewLimit) return null;
  const outputs = runTextTools(caseConversions, text);
  if (outputs.some(({ output }) => output.length > outputPreviewLimit)) return null;
  return textOutputTexts(outputs);
}
