/**
 * The texts of the BMI calculator's answer, as the page prints them: the BMI, its band and what
 * the band means, the scale's accessible name, the healthy weight range and where the weight sits
 * against it. The island (BmiCalculator.tsx) and its early answer (src/early-answers/bmi.ts) both
 * print these, so the answer shown before hydration is the island's own.
 */
import {
  describeBmiScale,
  describeWeightPosition,
  formatBmi,
  formatHealthyWeightRange,
  type BmiReading,
} from "./bmi";

/** Every text of the answer by name; each names the element (an early-answer slot) that shows it. */
export const bmiTextNames = [
  "bmi",
  "category",
  "description",
  "scale-label",
  "healthy-range",
  "weight-position",
] as const;

/**
 * The name of a text of the BMI answer (and of its early-answer slot).
 * @example const name: BmiTextName = "healthy-range";
 */
export type BmiTextName = (typeof bmiTextNames)[number];

/**
 * The BMI answer's texts by name.
 * @example const texts: BmiTexts = bmiTexts(readMetricBmi("175", "70"), "metric");
 */
export type BmiTexts = Readonly<Record<BmiTextName, string>>;

/**
 * The answer's texts for a reading, the range's units in the order of `unitSystem`. A text is
 * empty where the reading lacks what it needs (the island then shows no element for it): the BMI,
 * band and description without a result, the range without a range, the position without any of
 * the three. The scale's name is always there.
 * @example bmiTexts(readMetricBmi("180", "81"), "metric").bmi // "25.0"
 * @example bmiTexts(readMetricBmi("175", ""), "metric")["scale-label"] // "BMI scale from 15 to 40"
 */
export function bmiTexts(
  { result, range, weightKg }: Pick<BmiReading, "result" | "range" | "weightKg">,
  unitSystem: "metric" | "imperial",
): BmiTexts {
  return {
    bmi: result ? formatBmi(result.value) : "",
    category: result?.category ?? "",
    description: result?.description ?? "",
    "scale-label": describeBmiScale(result),
    "healthy-range": range ? formatHealthyWeightRange(range, unitSystem) : "",
    "weight-position":
      result && range && weightKg !== null ? describeWeightPosition(weightKg, range) : "",
  };
}
