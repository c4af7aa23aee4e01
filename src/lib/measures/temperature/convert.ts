/** Temperature conversions, exact: a reading times its scale's degree, plus the scale's zero. */
import { exact, product, quotient, sum, toNumber } from "../exact";
import { temperatureUnits, type TemperatureUnitKey } from "./units";

function scale(key: TemperatureUnitKey) {
  return temperatureUnits.find((unit) => unit.key === key) ?? temperatureUnits[2];
}

/**
 * Converts a temperature between Celsius, Fahrenheit and Kelvin, exactly, rounding once.
 * @example convertTemperature(100, "celsius", "fahrenheit") // 212
 * @example convertTemperature(0, "celsius", "kelvin") // 273.15
 */
export function convertTemperature(
  value: number,
  from: TemperatureUnitKey,
  to: TemperatureUnitKey,
): number {
  if (from === to || !Number.isFinite(value)) return value;
  const [source, target] = [scale(from), scale(to)];
  const kelvins = sum(product(exact(value), source.degree), source.zero);
  return toNumber(quotient(sum(kelvins, product(exact(-1), target.zero)), target.degree));
}

/**
 * Absolute zero on a scale: no temperature is lower.
 * @example absoluteZero("celsius") // -273.15
 */
export function absoluteZero(unit: TemperatureUnitKey): number {
  return convertTemperature(0, "kelvin", unit);
}

/**
 * Whether a text is one of the temperature unit keys.
 * @example isTemperatureUnit("kelvin") // true
 */
export function isTemperatureUnit(key: string): key is TemperatureUnitKey {
  return temperatureUnits.some((unit) => unit.key === key);
}
