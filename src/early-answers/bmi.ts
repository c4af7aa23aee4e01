/**
 * The early answer of the BMI calculator island (see runtime.ts): the BMI, its band and what the
 * island says about them, from the metric fields, through the same src/lib/bmi/bmi.ts code. The
 * server renders the metric tab and the tabs only switch once React runs, so before hydration
 * there are only metric fields; the gauge's marker (a position in a style) is hidden meanwhile.
 */
import { readMetricBmi } from "../lib/bmi/bmi";
import { bmiTexts } from "../lib/bmi/texts";
import { bmiFieldRules } from "../lib/bmi/input-rules";
import { answerBeforeHydration, type EarlyTexts, type FieldReader } from "./runtime";
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
 * Starts the early answer of the BMI island just before the current script.
 * @example answerBmiEarly() // in src/early-answers/entries/bmi.ts
 */
export function answerBmiEarly(): void {
  answerBeforeHydration(bmiEarlyTexts);
}
