/**
 * The cooking converter: kitchen volume and weight units, oven temperatures and recipe scaling
 * (ingredients by weight are src/lib/ingredients). Which units it offers are in the measures' folders
 * (volume/, weight/ and temperature/cooking-units.ts), their sizes in those measures' unit tables.
 */
import { parseNumericText } from "../input";
import type { FieldUnit } from "../calculator/field-reading";
import { messages } from "../messages";
import { formatFixed, formatTrimmed } from "../number-format";
import { convertTemperature } from "../measures/temperature/convert";
import {
  cookingTemperatureDefaults,
  cookingTemperatureUnits,
  type CookingTemperatureUnit,
} from "../measures/temperature/cooking-units";
import {
  cookingVolumeDefaults,
  cookingVolumeUnits,
  kitchenReferenceAmounts,
  kitchenReferenceColumns,
  type CookingVolumeUnit,
} from "../measures/volume/cooking-units";
import {
  cookingWeightDefaults,
  cookingWeightUnits,
  type CookingWeightUnit,
} from "../measures/weight/cooking-units";
import { convertWithin } from "../measures/linear";
import type { KitchenUnit } from "../measures/kitchen-unit";

export { cookingTemperatureUnits, cookingVolumeUnits, cookingWeightUnits };
export type { CookingTemperatureUnit, CookingVolumeUnit, CookingWeightUnit };

/**
 * The measure a cooking field's amount is in, from its unit, for amounts typed in other units.
 * @example cookingFieldUnit("cup") // { measure: "volume", unit: "cup" }
 * @example cookingFieldUnit("gas_mark") // null
 */
export function cookingFieldUnit(unitKey: string): FieldUnit | null {
  const measures = [
    ["volume", cookingVolumeUnits],
    ["weight", cookingWeightUnits],
    ["temperature", cookingTemperatureUnits],
  ] as const;
  for (const [measure, units] of measures) {
    if (units.some((unit) => unit.key === unitKey)) return { measure, unit: unitKey };
  }
  return null;
}

export const cookingDefaults = {
  volume: { amount: "1", ...cookingVolumeDefaults },
  weight: { amount: "1", ...cookingWeightDefaults },
  temperature: { amount: "350", ...cookingTemperatureDefaults },
  scaling: {
    originalServings: "4",
    desiredServings: "6",
    amount: "2",
    unit: cookingVolumeDefaults.from,
  },
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
  units: readonly KitchenUnit<Key>[],
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
  const symbol = cookingTemperatureUnits.find((unit) => unit.key === to)?.symbol ?? "";
  return { status: "result", value, text: formatCookingTemperature(value), symbol };
}

export type ScalingUnit = CookingVolumeUnit | CookingWeightUnit;

/** Units an ingredient amount can be given in when scaling: the volume units, then weight. */
export const scalingUnits: readonly KitchenUnit<ScalingUnit>[] = [
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
  const inUnit = (quantity: number, from: CookingVolumeUnit, to: CookingVolumeUnit) =>
    formatCookingVolume(convertWithin(cookingVolumeUnits, quantity, from, to));
  const { tablespoons, teaspoons, fluidOunces, milliliters } = kitchenReferenceColumns;
  return kitchenReferenceAmounts.map(({ amount, quantity, unit }) => ({
    amount,
    tablespoons: inUnit(quantity, unit, tablespoons),
    teaspoons: inUnit(quantity, unit, teaspoons),
    fluidOunces: inUnit(quantity, unit, fluidOunces),
    milliliters: inUnit(quantity, unit, milliliters),
  }));
}
