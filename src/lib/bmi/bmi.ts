/**
 * Body Mass Index: the metric and imperial formulas, the four adult bands, the healthy weight
 * range for a height, and the heights and weights the BMI page and the home card take. Category,
 * description and colour come from the value rounded to 1 decimal, so the band always matches the
 * number shown.
 */
import { parseNumericText } from "../input";
import { formatFixed } from "../number-format";
import { imperialBmiFactor, kilogramsPerPound, metresPerInch } from "../bmi-factors";

export type BmiCategoryLabel = "Underweight" | "Normal" | "Overweight" | "Obese";

export interface BmiCategory {
  label: BmiCategoryLabel;
  /** Lower bound in kg/m², inclusive. */
  min: number;
  /** Upper bound in kg/m², exclusive; 100 stands for "and above". */
  max: number;
  /** A colour that carries white text and shows on both themes (WCAG AA against white text). */
  color: string;
  description: string;
}

export interface BmiResult {
  /** BMI rounded to 1 decimal. */
  value: number;
  category: BmiCategoryLabel;
  description: string;
  color: string;
}

/** Pounds in one kilogram. */
const poundsPerKilogram = 1 / kilogramsPerPound;

/** The healthy (Normal) BMI limits used for the weight range of a height. */
export const healthyBmiRange = { min: 18.5, max: 24.9 } as const;

/** The adult BMI bands in ascending order. */
export const bmiCategories: readonly BmiCategory[] = [
  {
    label: "Underweight",
    min: 0,
    max: 18.5,
    color: "#1d4ed8",
    description:
      "Your BMI is below the healthy range. A doctor or dietitian can help you find a healthy way to gain weight.",
  },
  {
    label: "Normal",
    min: 18.5,
    max: 25,
    color: "#15803d",
    description:
      "Your BMI is in the healthy range. Keep it there with a balanced diet and regular physical activity.",
  },
  {
    label: "Overweight",
    min: 25,
    max: 30,
    color: "#b45309",
    description:
      "Your BMI is above the healthy range. Small, steady changes to diet and activity can bring it down.",
  },
  {
    label: "Obese",
    min: 30,
    max: 100,
    color: "#b91c1c",
    description:
      "Your BMI is in the obese range, which raises the risk of heart disease, diabetes and other conditions. Talk to a doctor about next steps.",
  },
];

/**
 * Rounds to 1 decimal, half away from zero, without binary drift (22.85 → 22.9).
 * @example roundBmi(22.857142) // 22.9
 */
export function roundBmi(value: number): number {
  const text = String(value);
  // Shifting the decimal point in the text avoids 22.85 * 10 = 228.49999999999997.
  const scaled = text.includes("e") ? value * 10 : Number(`${text}e1`);
  return Math.round(scaled) / 10;
}

/**
 * The band a BMI value falls in (below 18.5, 18.5 to under 25, 25 to under 30, 30 and above).
 * @example bmiCategoryFor(22.9).label // "Normal"
 */
export function bmiCategoryFor(value: number): BmiCategory {
  const match = bmiCategories.find((category) => value < category.max) ?? bmiCategories.at(-1);
  // The list is a non-empty constant, so a match always exists.
  return match as BmiCategory;
}

function resultFor(rawValue: number): BmiResult {
  const value = roundBmi(rawValue);
  const category = bmiCategoryFor(value);
  return {
    value,
    category: category.label,
    description: category.description,
    color: category.color,
  };
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * Metric BMI: weight in kg over height in metres squared; null unless both are above 0.
 * @example calculateMetricBmi(70, 175)?.value // 22.9
 */
export function calculateMetricBmi(
  weightKg: number | null,
  heightCm: number | null,
): BmiResult | null {
  if (!isPositive(weightKg) || !isPositive(heightCm)) return null;
  const heightM = heightCm / 100;
  return resultFor(weightKg / (heightM * heightM));
}

/**
 * Height in inches from feet and inches; an empty (null) part counts as 0.
 * @example imperialHeightInches(5, 9) // 69
 * @example imperialHeightInches(5, null) // 60
 */
export function imperialHeightInches(feet: number | null, inches: number | null): number {
  return (feet ?? 0) * 12 + (inches ?? 0);
}

/**
 * Imperial BMI: 703.07 × weight in lb over height in inches squared; null unless both are above 0.
 * @example calculateImperialBmi(154, 5, 9)?.value // 22.7
 */
export function calculateImperialBmi(
  weightLb: number | null,
  feet: number | null,
  inches: number | null,
): BmiResult | null {
  const heightIn = imperialHeightInches(feet, inches);
  if (!isPositive(weightLb) || !isPositive(heightIn)) return null;
  return resultFor((weightLb / (heightIn * heightIn)) * imperialBmiFactor);
}

export interface HealthyWeightRange {
  minKg: number;
  maxKg: number;
  minLb: number;
  maxLb: number;
}

/**
 * The weights that give a BMI of 18.5 to 24.9 at a height in metres; null for a height of 0 or less.
 * @example healthyWeightRange(1.75)?.minKg // 56.65625
 */
export function healthyWeightRange(heightM: number): HealthyWeightRange | null {
  if (!isPositive(heightM)) return null;
  const squared = heightM * heightM;
  const minKg = healthyBmiRange.min * squared;
  const maxKg = healthyBmiRange.max * squared;
  return { minKg, maxKg, minLb: minKg * poundsPerKilogram, maxLb: maxKg * poundsPerKilogram };
}

/**
 * Metres from centimetres, or from inches.
 * @example heightInMetres({ cm: 175 }) // 1.75
 * @example heightInMetres({ inches: 69 }) // 1.7526
 */
export function heightInMetres(height: { cm: number } | { inches: number }): number {
  return "cm" in height ? height.cm / 100 : height.inches * metresPerInch;
}

/**
 * A BMI value as shown: exactly 1 decimal.
 * @example formatBmi(23) // "23.0"
 */
export function formatBmi(value: number): string {
  return formatFixed(value, 1);
}

/**
 * A band's range as the category list shows it; a max of 100 or more reads 'and above'.
 * @example formatCategoryRange({ min: 30, max: 100 }) // "30 and above"
 * @example formatCategoryRange({ min: 18.5, max: 25 }) // "18.5 – 25"
 */
export function formatCategoryRange(category: Pick<BmiCategory, "min" | "max">): string {
  if (category.max >= 100) return `${category.min} and above`;
  return `${category.min} – ${category.max}`;
}

/** The span of the BMI scale bar, kg/m². */
export const bmiScale = { min: 15, max: 40 } as const;

/**
 * Where a BMI sits on the scale bar, as a percentage of its width (clamped to 0–100).
 * @example bmiScalePercent(27.5) // 50
 */
export function bmiScalePercent(value: number): number {
  const percent = ((value - bmiScale.min) / (bmiScale.max - bmiScale.min)) * 100;
  return Math.min(100, Math.max(0, percent));
}

/**
 * The heights (cm) and weights (kg) a BMI is given for, [lowest, highest]. Above are the spec's
 * limits of the home card; below is a typo (10 cm, 0 ft 9 in, 5 kg), or a baby, whose BMI is not
 * read against these adult bands.
 */
export const bmiLimits = { height: [50, 300], weight: [10, 500] } as const;

/**
 * Why a height (in cm) or weight (in kg) gets no BMI, naming the field and the value as it was
 * typed (`shown`, with its unit); null when it is within the limits or empty (null). Over the
 * top, metric values get the spec's message, imperial ones one in their own unit.
 * @example bmiInputProblem("height", 10, "10 cm", true) // "Height of 10 cm is too short for a BMI: check the height."
 * @example bmiInputProblem("weight", 600, "600 kg", true) // "Weight exceeds the limit of 500 kg."
 * @example bmiInputProblem("height", 175, "175 cm", true) // null
 */
export function bmiInputProblem(
  measure: keyof typeof bmiLimits,
  amount: number | null,
  shown: string,
  metric: boolean,
): string | null {
  const [min, max] = bmiLimits[measure];
  const height = measure === "height";
  const name = height ? "Height" : "Weight";
  if (amount === null || (amount >= min && amount <= max)) return null;
  if (amount > max && metric) return `${name} exceeds the limit of ${max} ${height ? "cm" : "kg"}.`;
  const too = amount < min ? (height ? "short" : "low") : height ? "tall" : "high";
  return `${name} of ${shown} is too ${too} for a BMI: check the ${measure}.`;
}

/**
 * A BMI field's text as a number; null while it is empty, half-typed or not a number.
 * @example bmiFieldNumber("175") // 175
 * @example bmiFieldNumber("") // null
 */
export function bmiFieldNumber(text: string): number | null {
  const parsed = parseNumericText(text);
  return parsed.kind === "number" ? parsed.value : null;
}

/** What the BMI calculator shows for one set of fields. */
export interface BmiReading {
  /** Null while a field is empty or has a problem. */
  result: BmiResult | null;
  /** The healthy weights for the height; null without a height within the limits. */
  range: HealthyWeightRange | null;
  /** The weight in kg; null while its field is not a number. */
  weightKg: number | null;
  /** Why there is no BMI (bmiInputProblem), the height's first; null when there is none. */
  problem: string | null;
}

/** The reading of a height in metres and a weight in kg, with their problems already found. */
function reading(
  heightM: number | null,
  weightKg: number | null,
  heightProblem: string | null,
  weightProblem: string | null,
  bmi: BmiResult | null,
): BmiReading {
  const problem = heightProblem ?? weightProblem;
  return {
    result: problem ? null : bmi,
    range: heightProblem ? null : healthyWeightRange(heightM ?? 0),
    weightKg,
    problem,
  };
}

/**
 * The BMI, healthy range and weight of the metric fields' texts (height in cm, weight in kg).
 * @example readMetricBmi("175", "70").result?.value // 22.9
 * @example readMetricBmi("10", "70").problem // "Height of 10 cm is too short for a BMI: check the height."
 */
export function readMetricBmi(heightCmText: string, weightKgText: string): BmiReading {
  const heightCm = bmiFieldNumber(heightCmText);
  const weightKg = bmiFieldNumber(weightKgText);
  return reading(
    heightCm === null ? null : heightInMetres({ cm: heightCm }),
    weightKg,
    bmiInputProblem("height", heightCm, `${heightCm} cm`, true),
    bmiInputProblem("weight", weightKg, `${weightKg} kg`, true),
    calculateMetricBmi(weightKg, heightCm),
  );
}

/**
 * The BMI, healthy range and weight (in kg) of the imperial fields' texts. The height is checked
 * once either part has a number (0 ft 9 in is too short), the other part counting as 0.
 * @example readImperialBmi("5", "9", "154").result?.value // 22.7
 * @example readImperialBmi("0", "0", "154").problem // "Height of 0 ft 0 in is too short for a BMI: check the height."
 */
export function readImperialBmi(
  feetText: string,
  inchesText: string,
  weightLbText: string,
): BmiReading {
  const feet = bmiFieldNumber(feetText);
  const inches = bmiFieldNumber(inchesText);
  const pounds = bmiFieldNumber(weightLbText);
  const heightM =
    feet === null && inches === null
      ? null
      : heightInMetres({ inches: imperialHeightInches(feet, inches) });
  const weightKg = pounds === null ? null : pounds * kilogramsPerPound;
  return reading(
    heightM,
    weightKg,
    bmiInputProblem(
      "height",
      heightM === null ? null : heightM * 100,
      `${feet ?? 0} ft ${inches ?? 0} in`,
      false,
    ),
    bmiInputProblem("weight", weightKg, `${pounds} lb`, false),
    calculateImperialBmi(pounds, feet, inches),
  );
}

const oneDecimal = (value: number) => formatFixed(value, 1, true);

/**
 * The healthy weight range line: kilograms first for metric input, pounds first for imperial.
 * @example formatHealthyWeightRange(healthyWeightRange(1.75)!, "metric") // "56.7 – 76.3 kg (124.9 – 168.1 lb)"
 */
export function formatHealthyWeightRange(
  range: HealthyWeightRange,
  unitSystem: "metric" | "imperial",
): string {
  const inKg = `${oneDecimal(range.minKg)} – ${oneDecimal(range.maxKg)} kg`;
  const inLb = `${oneDecimal(range.minLb)} – ${oneDecimal(range.maxLb)} lb`;
  return unitSystem === "metric" ? `${inKg} (${inLb})` : `${inLb} (${inKg})`;
}

/**
 * Where a weight sits against the healthy range for its height, in a sentence.
 * @example describeWeightPosition(80, healthyWeightRange(1.75)!) // "You are about 3.7 kg (8.3 lb) above the healthy range for your height."
 */
export function describeWeightPosition(weightKg: number, range: HealthyWeightRange): string {
  const below = weightKg < range.minKg;
  const gap = below ? range.minKg - weightKg : weightKg > range.maxKg ? weightKg - range.maxKg : 0;
  if (gap === 0) return "Your weight is inside the healthy range for your height.";
  const gapText = `${oneDecimal(gap)} kg (${oneDecimal(gap / kilogramsPerPound)} lb)`;
  return `You are about ${gapText} ${below ? "below" : "above"} the healthy range for your height.`;
}

/**
 * The accessible name of the BMI scale bar, with the BMI and its band when there is one.
 * @example describeBmiScale(calculateMetricBmi(70, 175)) // "BMI scale from 15 to 40: 22.9 is in the Normal band"
 */
export function describeBmiScale(result: BmiResult | null): string {
  const scale = `BMI scale from ${bmiScale.min} to ${bmiScale.max}`;
  return result ? `${scale}: ${formatBmi(result.value)} is in the ${result.category} band` : scale;
}
