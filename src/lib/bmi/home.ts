/**
 * The home page's quick BMI card: validation of its two free-text fields (height in cm, weight in
 * kg) and the metric result. The limits and their messages are the BMI page's (bmi.ts).
 */
import { bmiInputProblem, calculateMetricBmi, type BmiResult } from "./bmi";
import { parseNumericText } from "../input";

/** The home BMI card's message for a field that is not a positive number (spec). */
export const homeBmiInvalid = "Please enter valid positive numbers for height and weight.";

export type HomeBmiOutcome =
  { kind: "empty" } | { kind: "error"; message: string } | { kind: "result"; result: BmiResult };

function positiveNumber(text: string): number | null {
  const parsed = parseNumericText(text);
  return parsed.kind === "number" && parsed.value > 0 ? parsed.value : null;
}

/**
 * Validates the card's fields and computes the BMI. An empty field gives no error and no result;
 * anything that is not a positive number, or over 300 cm / 500 kg, gives the spec's message; a
 * height or weight under the BMI page's limits (10 cm, 5 kg) says so, naming the field.
 * @example evaluateHomeBmi("175", "70") // { kind: "result", result: { value: 22.9, category: "Normal", ... } }
 * @example evaluateHomeBmi("350", "70") // { kind: "error", message: "Height exceeds the limit of 300 cm." }
 * @example evaluateHomeBmi("10", "70") // { kind: "error", message: "Height of 10 cm is too short for a BMI: check the height." }
 */
export function evaluateHomeBmi(heightText: string, weightText: string): HomeBmiOutcome {
  if (heightText.trim() === "" || weightText.trim() === "") return { kind: "empty" };
  const heightCm = positiveNumber(heightText);
  const weightKg = positiveNumber(weightText);
  if (heightCm === null || weightKg === null) return { kind: "error", message: homeBmiInvalid };
  const problem =
    bmiInputProblem("height", heightCm, `${heightCm} cm`, true) ??
    bmiInputProblem("weight", weightKg, `${weightKg} kg`, true);
  if (problem) return { kind: "error", message: problem };
  const result = calculateMetricBmi(weightKg, heightCm);
  return result ? { kind: "result", result } : { kind: "error", message: homeBmiInvalid };
}
