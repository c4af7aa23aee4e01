/**
 * Temperature in the kitchen: the oven scales the cooking converter offers, Fahrenheit first (the
 * scale of American recipes and oven dials), and its default pair.
 */
import type { TemperatureUnitKey } from "./units";

export const cookingTemperatureUnits = [
  { key: "fahrenheit", label: "Fahrenheit (°F)", symbol: "°F" },
  { key: "celsius", label: "Celsius (°C)", symbol: "°C" },
] as const satisfies readonly { key: TemperatureUnitKey; label: string; symbol: string }[];

export type CookingTemperatureUnit = (typeof cookingTemperatureUnits)[number]["key"];

/** The temperature converter's pair as the page opens: a common oven setting's Fahrenheit. */
export const cookingTemperatureDefaults = {
  from: "fahrenheit",
  to: "celsius",
} as const satisfies Record<string, CookingTemperatureUnit>;
