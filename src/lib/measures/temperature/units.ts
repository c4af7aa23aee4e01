/** Temperature scales. Unlike the linear measures, these convert with an offset (affine). */

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
