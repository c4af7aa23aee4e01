/**
 * The early answer of the percentage island (see runtime.ts): the Basic % result and the
 * line under it, from the same src/lib functions and input rule as the island. The other tabs are
 * not in the server's HTML, so nothing else can be typed before hydration.
 */
import { percentageWideRule } from "../lib/percentage/input-rules";
import { basicTexts, evaluateBasic } from "../lib/percentage/percentage";
import type { EarlyTexts, FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/** The field's text if the island shows it as it is with nothing to say (as-typed.ts), else null. */
function keptAsTyped(text: string | undefined): string | null {
  return text !== undefined && answerableAsTyped(text, percentageWideRule) ? text : null;
}

/**
 * The texts the Basic % tab shows for its fields, or null where it shows something else (a rule's
 * message, a hint for an incomplete field or a zero total).
 * @example percentageEarlyTexts((name) => ({ "basic-value": "45", "basic-total": "60" })[name])?.["basic-percent"] // "75.00%"
 */
export function percentageEarlyTexts(field: FieldReader): EarlyTexts {
  const partText = keptAsTyped(field("basic-value"));
  const wholeText = keptAsTyped(field("basic-total"));
  if (partText === null || wholeText === null) return null;
  const basic = evaluateBasic(partText, wholeText);
  if (basic.kind !== "result") return null;
  return basicTexts(partText, basic.percent, wholeText);
}
