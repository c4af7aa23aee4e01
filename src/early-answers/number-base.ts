/**
 * The early answer of the number base island (see runtime.ts): the result, the line under
 * it, the value in every base, the character counter and the headings that name the bases, from
 * the same src/lib/number-base/number-base.ts functions as the island.
 */
import { acceptBaseInput, convertBase, isBase } from "../lib/number-base/number-base";
import { numberBaseTexts } from "../lib/number-base/texts";
import type { EarlyTexts, FieldReader } from "./runtime";

/**
 * The texts the number base island shows for its fields, or null where it shows something else
 * (an invalid digit, an input over 64 characters, no number).
 * @example numberBaseEarlyTexts((name) => ({ number: "4095", from: "10", to: "16" })[name])?.["result"] // "FFF"
 */
export function numberBaseEarlyTexts(field: FieldReader): EarlyTexts {
  const typed = field("number");
  const from = Number(field("from"));
  const to = Number(field("to"));
  if (typed === undefined || !isBase(from) || !isBase(to)) return null;
  // The island keeps the input upper-cased (the field shows it so already) and refuses past 64.
  const decision = acceptBaseInput(typed);
  if (!decision.accepted) return null;
  const input = decision.value;
  // No number, or one the base cannot read: the island shows a hint or the error instead. Every
  // base then reads the input alike, so each has its number too.
  if (convertBase(input, from, to).kind !== "ok") return null;
  return numberBaseTexts({ input, from, to });
}
