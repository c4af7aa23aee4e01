/**
 * Which numeric texts an early answer may answer. The island shows a note beside a number it read
 * from a decimal comma, a fraction or the exponent form ("Read as 1.5: …"), and a hint where its
 * rule dropped characters; an early answer shows neither, so it leaves those texts to the island
 * (the answer waits, marked pending, rather than appear without saying how the text was read).
 */
import { acceptInput, readingNote, type InputRule } from "../lib/input";

/**
 * Whether the island shows a field's text as it is with nothing to say beside it: its rule, if the
 * field has one, keeps the text unchanged, and the text reads without a note.
 * @example answerableAsTyped("12.5", unsignedConverterRule) // true
 * @example answerableAsTyped("1,5", unsignedConverterRule) // false: "Read as 1.5: …"
 * @example answerableAsTyped("3a7", unsignedConverterRule) // false: the rule drops the letter
 */
export function answerableAsTyped(text: string, rule?: InputRule): boolean {
  if (rule) {
    const decision = acceptInput(text, rule);
    if (!decision.accepted || decision.value !== text) return false;
  }
  return readingNote(text) === null;
}
