/** Temperature scales. Unlike the linear measures, these convert with an offset (affine). */

export const temperatureUnits = [
  { key: "celsius", label: "Celsius (°C)", symbol: "°C" },
  { key: "fahrenheit", label: "Fahrenheit (°F)", symbol: "°F" },
  { key: "kelvin", label: "Kelvin (K)", symbol: "K" },
] as const;

export type TemperatureUnitKey = (typeof temperatureUnits)[number]["key"];

/** 0 °C in kelvin. */
const kelvinOffset = 273.15;

function toCelsius(value: number, from: TemperatureUnitKey): number {
  switch (from) {
    case "celsius":
      return value;
    case "fahrenheit":
      return ((value - 32) * 5) / 9;
    case "kelvin":
      return value - kelvinOffset;
  }
}

function fromCelsius(celsius: number, to: TemperatureUnitKey): number {
  switch (to) {
    case "celsius":
      return celsius;
    case "fahrenheit":
      return (celsius * 9) / 5 + 32;
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
