/**
 * The early answer of the cooking page's converter (see runtime.ts): the volume tab, the one the
 * server renders (the tabs switch only once React runs), through the same
 * src/lib/cooking/cooking.ts code. The kitchen-fraction line of a result is hidden meanwhile. (The
 * ingredient converter loads on interaction and replays what was typed; it has no early answer.)
 */
import { convertCookingVolume, cookingVolumeUnits } from "../lib/cooking/cooking";
import { cookingTexts } from "../lib/cooking/texts";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/** The volume converter's texts: the "0.75 cup =" line and the result. */
function volumeTexts(amountText: string, fromKey: string, toKey: string): EarlyTexts {
  const from = cookingVolumeUnits.find((unit) => unit.key === fromKey);
  const to = cookingVolumeUnits.find((unit) => unit.key === toKey);
  if (!from || !to) return null;
  const outcome = convertCookingVolume(amountText, from.key, to.key);
  return outcome.status === "result" ? cookingTexts(amountText, from.symbol, outcome) : null;
}

/**
 * The texts the cooking converter shows for its fields, or null where it shows something else (an
 * error, no amount, another tab's fields) or says how it read the amount (as-typed.ts).
 * @example cookingEarlyTexts((name) => ({ "volume-amount": "0.75", "volume-from": "cup", "volume-to": "tablespoon" })[name])?.["result"] // "12 tbsp"
 */
export function cookingEarlyTexts(field: FieldReader): EarlyTexts {
  const volumeAmount = field("volume-amount");
  const volumeFrom = field("volume-from");
  const volumeTo = field("volume-to");
  if (volumeAmount !== undefined && volumeFrom !== undefined && volumeTo !== undefined) {
    return answerableAsTyped(volumeAmount) ? volumeTexts(volumeAmount, volumeFrom, volumeTo) : null;
  }
  return null;
}

/**
 * Starts the early answer of the cooking converter just before the current script.
 * @example answerCookingEarly() // in src/early-answers/entries/cooking.ts
 */
export function answerCookingEarly(): void {
  answerBeforeHydration(cookingEarlyTexts);
}
