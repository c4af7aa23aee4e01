/**
 * The cooking converter: kitchen volume and weight units, oven temperatures, recipe scaling and
 * the ingredient grams-per-cup guide. Factors come from the shared unit tables (units/volume.ts,
 * units/mass.ts) and temperature.ts, so each number is written once.
 */
import { parseNumericText } from "./input";
import { messages } from "./messages";
import { formatFixed, formatTrimmed } from "./number-format";
import { convertTemperature } from "./measures/temperature/convert";
import { massUnits, type MassUnitKey } from "./measures/weight/units";
import { volumeUnits, type VolumeUnitKey } from "./measures/volume/units";
import { convertWithin } from "./measures/linear";
import type { LinearUnit } from "./measures/types";

export interface CookingUnit<Key extends string> extends LinearUnit {
  key: Key;
  /** Option group on the cooking page: 'US / Imperial' or 'Metric'. */
  group: string;
}

const usImperial = "US / Imperial";
const metric = "Metric";

function fromTable<Key extends string>(
  table: readonly LinearUnit[],
  key: Key,
  group: string,
): CookingUnit<Key> {
  const unit = table.find((candidate) => candidate.key === key);
  // The keys are checked by the type system against the shared tables, so this cannot miss.
  if (!unit) throw new Error(`Unknown unit: ${key}`);
  return { ...unit, key, group };
}

export type CookingVolumeUnit = Extract<
  VolumeUnitKey,
  "cup" | "tablespoon" | "teaspoon" | "fluid_ounce" | "pint" | "quart" | "liter" | "milliliter"
>;
export type CookingWeightUnit = Extract<MassUnitKey, "pound" | "ounce" | "kilogram" | "gram">;
export type CookingTemperatureUnit = "fahrenheit" | "celsius";

/** The cooking page's volume units, in the page's order. */
export const cookingVolumeUnits: readonly CookingUnit<CookingVolumeUnit>[] = [
  fromTable(volumeUnits, "cup", usImperial),
  fromTable(volumeUnits, "tablespoon", usImperial),
  fromTable(volumeUnits, "teaspoon", usImperial),
  fromTable(volumeUnits, "fluid_ounce", usImperial),
  fromTable(volumeUnits, "pint", usImperial),
  fromTable(volumeUnits, "quart", usImperial),
  fromTable(volumeUnits, "liter", metric),
  fromTable(volumeUnits, "milliliter", metric),
];

/** The cooking page's weight units, in the page's order. */
export const cookingWeightUnits: readonly CookingUnit<CookingWeightUnit>[] = [
  fromTable(massUnits, "pound", usImperial),
  fromTable(massUnits, "ounce", usImperial),
  fromTable(massUnits, "kilogram", metric),
  fromTable(massUnits, "gram", metric),
];

export const cookingTemperatureUnits: readonly {
  key: CookingTemperatureUnit;
  label: string;
  symbol: string;
}[] = [
  { key: "fahrenheit", label: "Fahrenheit (°F)", symbol: "°F" },
  { key: "celsius", label: "Celsius (°C)", symbol: "°C" },
];

export const cookingDefaults = {
  volume: { amount: "1", from: "cup", to: "milliliter" },
  weight: { amount: "1", from: "pound", to: "kilogram" },
  temperature: { amount: "350", from: "fahrenheit", to: "celsius" },
  scaling: { originalServings: "4", desiredServings: "6", amount: "2", unit: "cup" },
} as const;

export type CookingOutcome =
  | { status: "idle" }
  | { status: "error"; message: string }
  | { status: "result"; value: number; text: string; symbol: string };

/**
 * Volume to 3 decimals with trailing zeros dropped.
 * @example formatCookingVolume(236.58799999999997) // "236.588"
 */
export function formatCookingVolume(value: number): string {
  return formatTrimmed(value, 3);
}

/**
 * Weight (and scaled amounts) to exactly 2 decimals.
 * @example formatCookingWeight(0.453592) // "0.45"
 */
export function formatCookingWeight(value: number): string {
  return formatFixed(value, 2);
}

/**
 * Temperature to exactly 1 decimal.
 * @example formatCookingTemperature(176.66666) // "176.7"
 */
export function formatCookingTemperature(value: number): string {
  return formatFixed(value, 1);
}

type Amount =
  { status: "idle" } | { status: "error"; message: string } | { status: "number"; value: number };

/** A field's text as an amount: blank or half-typed is idle, anything unreadable an error. */
function readAmount(text: string): Amount {
  const parsed = parseNumericText(text);
  if (parsed.kind === "number") return { status: "number", value: parsed.value };
  if (parsed.kind === "invalid") return { status: "error", message: parsed.message };
  return { status: "idle" };
}

function linear<Key extends string>(
  units: readonly CookingUnit<Key>[],
  amountText: string,
  from: Key,
  to: Key,
  format: (value: number) => string,
): CookingOutcome {
  const amount = readAmount(amountText);
  if (amount.status !== "number") return amount;
  const source = units.find((unit) => unit.key === from);
  const target = units.find((unit) => unit.key === to);
  if (!source || !target) return { status: "error", message: messages.conversionFailed };
  const value = convertWithin([source, target], amount.value, from, to);
  if (!Number.isFinite(value)) return { status: "error", message: messages.invalidNumber };
  return { status: "result", value, text: format(value), symbol: target.symbol };
}

/**
 * Converts a kitchen volume; runs only when the amount is filled in.
 * @example convertCookingVolume("1", "cup", "milliliter") // { status: "result", value: 236.588, text: "236.588", symbol: "mL" }
 * @example convertCookingVolume("", "cup", "milliliter") // { status: "idle" }
 */
export function convertCookingVolume(
  amountText: string,
  from: CookingVolumeUnit,
  to: CookingVolumeUnit,
): CookingOutcome {
  return linear(cookingVolumeUnits, amountText, from, to, formatCookingVolume);
}

/**
 * Converts a weight; runs only when the amount is filled in.
 * @example convertCookingWeight("1", "pound", "kilogram").status === "result" // text "0.45"
 */
export function convertCookingWeight(
  amountText: string,
  from: CookingWeightUnit,
  to: CookingWeightUnit,
): CookingOutcome {
  return linear(cookingWeightUnits, amountText, from, to, formatCookingWeight);
}

/**
 * Converts an oven temperature between °F and °C; runs only when the amount is filled in.
 * @example convertCookingTemperature("350", "fahrenheit", "celsius") // { status: "result", value: 176.66…, text: "176.7", symbol: "°C" }
 */
export function convertCookingTemperature(
  amountText: string,
  from: CookingTemperatureUnit,
  to: CookingTemperatureUnit,
): CookingOutcome {
  const amount = readAmount(amountText);
  if (amount.status !== "number") return amount;
  const value = convertTemperature(amount.value, from, to);
  const symbol = to === "celsius" ? "°C" : "°F";
  return { status: "result", value, text: formatCookingTemperature(value), symbol };
}

export type ScalingUnit = CookingVolumeUnit | CookingWeightUnit;

/** Units an ingredient amount can be given in when scaling: the volume units, then weight. */
export const scalingUnits: readonly CookingUnit<ScalingUnit>[] = [
  ...cookingVolumeUnits,
  ...cookingWeightUnits,
];

export type ScalingOutcome =
  | { status: "idle" }
  | { status: "error"; message: string }
  | {
      status: "result";
      factor: number;
      factorText: string;
      value: number;
      text: string;
      symbol: string;
    };

/**
 * Scales an ingredient amount: factor = desired servings / original servings. Runs only when
 * all three fields are filled in; original servings must be above 0.
 * @example scaleRecipe("4", "6", "2", "cup") // { status: "result", factor: 1.5, factorText: "1.5", value: 3, text: "3.00", symbol: "cup" }
 */
export function scaleRecipe(
  originalServingsText: string,
  desiredServingsText: string,
  amountText: string,
  unit: ScalingUnit,
): ScalingOutcome {
  const fields = [
    readAmount(originalServingsText),
    readAmount(desiredServingsText),
    readAmount(amountText),
  ];
  const error = fields.find((field) => field.status === "error");
  if (error) return error;
  const [original, desired, amount] = fields;
  if (
    original?.status !== "number" ||
    desired?.status !== "number" ||
    amount?.status !== "number"
  ) {
    return { status: "idle" };
  }
  if (original.value <= 0 || desired.value < 0 || amount.value < 0) {
    return { status: "error", message: messages.invalidNumber };
  }
  const factor = desired.value / original.value;
  const value = amount.value * factor;
  if (!Number.isFinite(value)) return { status: "error", message: messages.invalidNumber };
  const symbol = scalingUnits.find((candidate) => candidate.key === unit)?.symbol ?? unit;
  return {
    status: "result",
    factor,
    factorText: formatTrimmed(factor, 2),
    value,
    text: formatCookingWeight(value),
    symbol,
  };
}

export interface Ingredient {
  key: string;
  label: string;
  gramsPerCup: number;
}

/** Typical weight of one US cup of common ingredients. */
export const ingredients = [
  { key: "all_purpose_flour", label: "All-purpose flour", gramsPerCup: 120 },
  { key: "granulated_sugar", label: "Granulated sugar", gramsPerCup: 200 },
  { key: "packed_brown_sugar", label: "Packed brown sugar", gramsPerCup: 220 },
  { key: "butter", label: "Butter", gramsPerCup: 227 },
  { key: "milk", label: "Milk", gramsPerCup: 240 },
  { key: "water", label: "Water", gramsPerCup: 240 },
  { key: "uncooked_rice", label: "Uncooked rice", gramsPerCup: 185 },
  { key: "rolled_oats", label: "Rolled oats", gramsPerCup: 90 },
] as const satisfies readonly Ingredient[];

export type IngredientKey = (typeof ingredients)[number]["key"];

/** Common oven settings: the chart's rounded Celsius for each Fahrenheit dial mark. */
export const ovenTemperatures = [
  { fahrenheit: 250, celsius: 120 },
  { fahrenheit: 300, celsius: 150 },
  { fahrenheit: 350, celsius: 175 },
  { fahrenheit: 400, celsius: 200 },
  { fahrenheit: 425, celsius: 220 },
  { fahrenheit: 450, celsius: 230 },
  { fahrenheit: 500, celsius: 260 },
] as const;

export type IngredientMeasure = "cup" | "tablespoon" | "teaspoon" | "gram";

export const ingredientMeasures: readonly { key: IngredientMeasure; label: string }[] = [
  { key: "cup", label: "Cups" },
  { key: "tablespoon", label: "Tablespoons" },
  { key: "teaspoon", label: "Teaspoons" },
  { key: "gram", label: "Grams" },
];

export const ingredientDefaults = {
  amount: "1",
  measure: "cup",
  ingredient: "all_purpose_flour",
} as const;

function inVolumeUnit(quantity: number, from: CookingVolumeUnit, to: CookingVolumeUnit): number {
  return convertWithin(cookingVolumeUnits, quantity, from, to);
}

/**
 * Cups, tablespoons or teaspoons of an ingredient in grams (weight format), or grams back in
 * cups (volume format), through the grams-per-cup guide.
 * @example convertIngredient("2.5", "cup", "all_purpose_flour") // { status: "result", value: 300, text: "300.00", symbol: "g" }
 * @example convertIngredient("100", "gram", "all_purpose_flour") // { status: "result", value: 0.8333…, text: "0.833", symbol: "cup" }
 */
export function convertIngredient(
  amountText: string,
  measure: IngredientMeasure,
  ingredientKey: IngredientKey,
): CookingOutcome {
  const amount = readAmount(amountText);
  if (amount.status !== "number") return amount;
  const ingredient = ingredients.find((candidate) => candidate.key === ingredientKey);
  if (!ingredient) return { status: "error", message: messages.conversionFailed };
  if (measure === "gram") {
    const cups = amount.value / ingredient.gramsPerCup;
    return { status: "result", value: cups, text: formatCookingVolume(cups), symbol: "cup" };
  }
  const cups = inVolumeUnit(amount.value, measure, "cup");
  const grams = cups * ingredient.gramsPerCup;
  if (!Number.isFinite(grams)) return { status: "error", message: messages.invalidNumber };
  return { status: "result", value: grams, text: formatCookingWeight(grams), symbol: "g" };
}

/**
 * A result as the cooking converter prints it: the number, a space and the unit's symbol.
 * @example cookingResultText({ text: "12", symbol: "tbsp" }) // "12 tbsp"
 */
export function cookingResultText(result: { text: string; symbol: string }): string {
  return `${result.text} ${result.symbol}`;
}

/**
 * The line above a converted amount: the amount as typed and its unit's symbol.
 * @example cookingAmountLine(" 0.75", "cup") // "0.75 cup ="
 */
export function cookingAmountLine(amountText: string, symbol: string): string {
  return `${amountText.trim()} ${symbol} =`;
}

const ingredientMeasureNames: Readonly<Record<IngredientMeasure, readonly [string, string]>> = {
  cup: ["cup", "cups"],
  tablespoon: ["tablespoon", "tablespoons"],
  teaspoon: ["teaspoon", "teaspoons"],
  gram: ["gram", "grams"],
};

/**
 * The line above an ingredient's converted amount: the amount, its measure (singular for exactly
 * 1) and the ingredient.
 * @example ingredientAmountLine("2", "tablespoon", ingredients[1]) // "2 tablespoons of granulated sugar ≈"
 */
export function ingredientAmountLine(
  amountText: string,
  measure: IngredientMeasure,
  ingredient: Ingredient,
): string {
  const [singular, plural] = ingredientMeasureNames[measure];
  const measureName = Number(amountText) === 1 ? singular : plural;
  return `${amountText.trim()} ${measureName} of ${ingredient.label.toLowerCase()} ≈`;
}

/**
 * The note under the ingredient converter: the grams-per-cup figure it uses.
 * @example ingredientBasisNote(ingredients[0]) // "Based on 1 cup of all-purpose flour ≈ 120 g. Weights vary with how an ingredient is packed."
 */
export function ingredientBasisNote(ingredient: Ingredient): string {
  return `Based on 1 cup of ${ingredient.label.toLowerCase()} ≈ ${ingredient.gramsPerCup} g. Weights vary with how an ingredient is packed.`;
}

export interface VolumeReferenceRow {
  amount: string;
  tablespoons: string;
  teaspoons: string;
  fluidOunces: string;
  milliliters: string;
}

/**
 * The volume conversions reference table, computed from the unit factors.
 * @example volumeReferenceRows()[0] // { amount: "1 cup", tablespoons: "16", teaspoons: "48", fluidOunces: "8", milliliters: "236.588" }
 */
export function volumeReferenceRows(): VolumeReferenceRow[] {
  const rows: { amount: string; quantity: number; unit: CookingVolumeUnit }[] = [
    { amount: "1 cup", quantity: 1, unit: "cup" },
    { amount: "¾ cup", quantity: 0.75, unit: "cup" },
    { amount: "½ cup", quantity: 0.5, unit: "cup" },
    { amount: "⅓ cup", quantity: 1 / 3, unit: "cup" },
    { amount: "¼ cup", quantity: 0.25, unit: "cup" },
    { amount: "1 fl oz", quantity: 1, unit: "fluid_ounce" },
    { amount: "1 tbsp", quantity: 1, unit: "tablespoon" },
    { amount: "1 tsp", quantity: 1, unit: "teaspoon" },
  ];
  const inUnit = (quantity: number, from: CookingVolumeUnit, to: CookingVolumeUnit) =>
    formatCookingVolume(inVolumeUnit(quantity, from, to));
  return rows.map(({ amount, quantity, unit }) => ({
    amount,
    tablespoons: inUnit(quantity, unit, "tablespoon"),
    teaspoons: inUnit(quantity, unit, "teaspoon"),
    fluidOunces: inUnit(quantity, unit, "fluid_ounce"),
    milliliters: inUnit(quantity, unit, "milliliter"),
  }));
}
