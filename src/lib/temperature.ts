/** Temperature scales. Unlike the linear measures, these convert with an offset (affine). */
import type { UnitNamesOf } from "./units/types";

export const temperatureUnits = [
  { key: "celsius", label: "Celsius (°C)", symbol: "°C" },
  { key: "fahrenheit", label: "Fahrenheit (°F)", symbol: "°F" },
  { key: "kelvin", label: "Kelvin (K)", symbol: "K" },
] as const;

export type TemperatureUnitKey = (typeof temperatureUnits)[number]["key"];

/** 0 °C in kelvin. */
const kelvinOffset = 273.15;
/** 0 °C in degrees Fahrenheit. */
const fahrenheitOffset = 32;

function toCelsius(value: number, from: TemperatureUnitKey): number {
  switch (from) {
    case "celsius":
      return value;
    case "fahrenheit":
      return ((value - fahrenheitOffset) * 5) / 9;
    case "kelvin":
      return value - kelvinOffset;
  }
}

function fromCelsius(celsius: number, to: TemperatureUnitKey): number {
  switch (to) {
    case "celsius":
      return celsius;
    case "fahrenheit":
      return (celsius * 9) / 5 + fahrenheitOffset;
    case "kelvin":
      return celsius + kelvinOffset;
  }
}

/**
 * Converts a temperature between Celsius, Fahrenheit and Kelvin.
 * @example convertTemperature(100, "celsius", "fahrenheit") // 212
 * @example convertTemperature(0, "celsius", "kelvin") // 273.15
 */
export function convertTemperature(
  value: number,
  from: TemperatureUnitKey,
  to: TemperatureUnitKey,
): number {
  if (from === to) return value;
  return fromCelsius(toCelsius(value, from), to);
}

/**
 * Whether a text is one of the temperature unit keys.
 * @example isTemperatureUnit("kelvin") // true
 */
export function isTemperatureUnit(key: string): key is TemperatureUnitKey {
  return temperatureUnits.some((unit) => unit.key === key);
}

/** What the temperature scales are called and how people write them. */
export const temperatureUnitNames = {
  celsius: {
    singular: "degree Celsius",
    plural: "degrees Celsius",
    heading: "Celsius",
    aliases: [
      "c",
      "°c",
      "deg c",
      "degc",
      "degree c",
      "degrees c",
      "celsius",
      "celcius",
      "celsuis",
      "centigrade",
      "degrees centigrade",
    ],
    counterpart: "fahrenheit",
  },
  fahrenheit: {
    singular: "degree Fahrenheit",
    plural: "degrees Fahrenheit",
    heading: "Fahrenheit",
    aliases: [
      "f",
      "°f",
      "deg f",
      "degf",
      "degree f",
      "degrees f",
      "fahrenheit",
      "farenheit",
      "fahrenheight",
      "farenheight",
      "fahrenhiet",
    ],
    counterpart: "celsius",
  },
  kelvin: {
    singular: "kelvin",
    plural: "kelvins",
    heading: "Kelvin",
    aliases: ["k", "°k", "degree kelvin", "degrees kelvin", "deg k"],
    counterpart: "celsius",
  },
} as const satisfies UnitNamesOf<TemperatureUnitKey>;

/** Where each temperature scale is used: a paragraph for its pair pages. */
export const temperatureUnitUses = {
  celsius:
    "The Celsius scale puts the freezing point of water at 0 °C and its boiling point at sea level at about 100 °C. Almost every country uses it for weather, cooking, fevers and thermostats, and a step of one degree Celsius is exactly the size of one kelvin.",
  fahrenheit:
    "On the Fahrenheit scale water freezes at 32 °F and boils at 212 °F, so 180 degrees span the range that Celsius divides into 100. It remains the everyday scale of the United States and a few other places, such as the Bahamas, Belize and the Cayman Islands, for weather, ovens and thermostats.",
  kelvin:
    "The kelvin is the SI base unit of temperature. Its scale starts at absolute zero (0 K, −273.15 °C) and climbs in steps the size of a degree Celsius. Physics, chemistry and engineering use kelvins, and the colour temperature of light bulbs, such as 2,700 K for warm white, is given in kelvins too.",
} as const satisfies Readonly<Record<TemperatureUnitKey, string>>;

/** A conversion's formula, in symbols and as an instruction. */
export interface TemperatureFormula {
  /** e.g. '°F = °C × 9/5 + 32'. */
  symbols: string;
  /** What to do, to follow 'To convert Celsius to Fahrenheit, ', e.g. 'multiply by 9/5 (1.8), then add 32'. */
  words: string;
}

/** The formula of every conversion between two different scales, from the constants above. */
export const temperatureFormulas = {
  "celsius-fahrenheit": {
    symbols: `°F = °C × 9/5 + ${fahrenheitOffset}`,
    words: `multiply the temperature in degrees Celsius by 9/5 (1.8), then add ${fahrenheitOffset}`,
  },
  "fahrenheit-celsius": {
    symbols: `°C = (°F − ${fahrenheitOffset}) × 5/9`,
    words: `subtract ${fahrenheitOffset} from the temperature in degrees Fahrenheit, then multiply by 5/9`,
  },
  "celsius-kelvin": {
    symbols: `K = °C + ${kelvinOffset}`,
    words: `add ${kelvinOffset} to the temperature in degrees Celsius`,
  },
  "kelvin-celsius": {
    symbols: `°C = K − ${kelvinOffset}`,
    words: `subtract ${kelvinOffset} from the temperature in kelvins`,
  },
  "fahrenheit-kelvin": {
    symbols: `K = (°F − ${fahrenheitOffset}) × 5/9 + ${kelvinOffset}`,
    words: `subtract ${fahrenheitOffset} from the temperature in degrees Fahrenheit, multiply by 5/9, then add ${kelvinOffset}`,
  },
  "kelvin-fahrenheit": {
    symbols: `°F = (K − ${kelvinOffset}) × 9/5 + ${fahrenheitOffset}`,
    words: `subtract ${kelvinOffset} from the temperature in kelvins, multiply by 9/5 (1.8), then add ${fahrenheitOffset}`,
  },
} as const satisfies Record<string, TemperatureFormula>;
