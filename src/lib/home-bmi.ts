/**
 * The home page's quick BMI card: validation of its two free-text fields (height in cm, weight in
 * kg) and the metric result.
 */
import { calculateMetricBmi, type BmiResult } from "./bmi";
import { parseNumericText } from "./input";

/** The card's limits: height in cm and weight in kg. */
/** The home BMI card's messages (spec). */
export const homeBmiMessages = {
  homeBmiInvalid: "Please enter valid positive numbers for height and weight.",
  homeBmiHeightLimit: "Height exceeds the limit of 300 cm.",
  homeBmiWeightLimit: "Weight exceeds the limit of 500 kg.",
} as const;

export const homeBmiLimits = { maxHeightCm: 300, maxWeightKg: 500 } as const;

export type HomeBmiOutcome =
  { kind: "empty" } | { kind: "error"; message: string } | { kind: "result"; result: BmiResult };

function positiveNumber(text: string): number | null {
  const parsed = parseNumericText(text);
  return parsed.kind === "number" && parsed.value > 0 ? parsed.value : null;
}

/**
 * Validates the card's fields and computes the BMI. An empty field gives no error and no result;
 * anything that is not a positive number, or over 300 cm / 500 kg, gives the spec's message.
 * @example evaluateHomeBmi("175", "70") // { kind: "result", result: { value: 22.9, category: "Normal", ... } }
 * @example evaluateHomeBmi("350", "70") // { kind: "error", message: "Height exceeds the limit of 300 cm." }
 */
export function evaluateHomeBmi(heightText: string, weightText: string): HomeBmiOutcome {
  if (heightText.trim() === "" || weightText.trim() === "") return { kind: "empty" };
  const heightCm = positiveNumber(heightText);
  const weightKg = positiveNumber(weightText);
  if (heightCm === null || weightKg === null)
    return { kind: "error", message: homeBmiMessages.homeBmiInvalid };
  if (heightCm > homeBmiLimits.maxHeightCm)
    return { kind: "error", message: homeBmiMessages.homeBmiHeightLimit };
  if (weightKg > homeBmiLimits.maxWeightKg)
    return { kind: "error", message: homeBmiMessages.homeBmiWeightLimit };
  const result = calculateMetricBmi(weightKg, heightCm);
  return result
    ? { kind: "result", result }
    : { kind: "error", message: homeBmiMessages.homeBmiInvalid };
}
