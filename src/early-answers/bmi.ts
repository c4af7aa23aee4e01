/**
 * The early answer of the BMI calculator island (see runtime.ts): the BMI, its band and what the
 * island says about them, from the metric fields, through the same src/lib/bmi/bmi.ts code. The
 * server renders the metric tab and the tabs only switch once React runs, so before hydration
 * there are only metric fields; the gauge's marker (a position in a style) is hidden meanwhile.
 * A height and weight in the page's address (src/lib/bmi/address.ts) are written into the fields
 * and answered as typed ones; values for the Imperial tab, which only the island can show, leave
 * the answer to the island (hidden meanwhile, rather than the default's).
 */
import { readMetricBmi } from "../lib/bmi/bmi";
import { bmiTexts } from "../lib/bmi/texts";
import { bmiFieldRules } from "../lib/bmi/input-rules";
import { readBmiAddress } from "../lib/bmi/address";
import { answerBeforeHydration, fillFields, type EarlyTexts, type FieldReader } from "./runtime";
import { answerableAsTyped } from "./as-typed";

/**
 * The texts the BMI island shows for its metric fields, or null where it shows something else (a
 * rule's message, no result for an empty field, a height or weight outside the limits) or says
 * how it read a field (as-typed.ts).
 * @example bmiEarlyTexts((name) => ({ "height-cm": "180", "weight-kg": "81" })[name])?.["bmi"] // "25.0"
 */
export function bmiEarlyTexts(field: FieldReader): EarlyTexts {
  const heightCmText = field("height-cm");
  const weightKgText = field("weight-kg");
  if (heightCmText === undefined || weightKgText === undefined) return null;
  if (
    !answerableAsTyped(heightCmText, bmiFieldRules.heightCm) ||
    !answerableAsTyped(weightKgText, bmiFieldRules.weightKg)
  ) {
    return null;
  }
  const reading = readMetricBmi(heightCmText, weightKgText);
  if (!reading.result || !reading.range || reading.weightKg === null) return null;
  return bmiTexts(reading, "metric");
}

/**
 * The metric fields' texts by their early-answer names that the page's address (`location.search`)
 * gives; null when it opens the Imperial tab.
 * @example bmiAddressFields("?height=180&weight=75") // { "height-cm": "180", "weight-kg": "75" }
 * @example bmiAddressFields("?ft=5&in=9&lb=160") // null
 */
export function bmiAddressFields(search: string): Readonly<Record<string, string>> | null {
  const { imperial, fields } = readBmiAddress(search);
  if (imperial) return null;
  const texts: Record<string, string> = {};
  if (fields.heightCm !== undefined) texts["height-cm"] = fields.heightCm;
  if (fields.weightKg !== undefined) texts["weight-kg"] = fields.weightKg;
  return texts;
}

/**
 * Starts the early answer of the BMI island just before the current script, with the values of
 * the page's address in its fields.
 * @example answerBmiEarly() // in src/early-answers/entries/bmi.ts
 */
export function answerBmiEarly(): void {
  const fields = bmiAddressFields(location.search);
  if (fields === null) {
    answerBeforeHydration(() => null, { answerDefaults: true });
    return;
  }
  fillFields(fields);
  answerBeforeHydration(bmiEarlyTexts);
}
