/**
 * Temperature scales. Unlike the linear measures, these convert with an offset (affine): a
 * reading is a size of degree times the reading, plus where the scale's zero lies, in kelvins.
 * 0 °C is 273.15 K (the kelvin's definition since 2019 keeps the Celsius zero there), and a
 * Fahrenheit degree is 5/9 of a kelvin with 32 °F at 0 °C.
 */
import { exact, product, quotient, sum, terminatingDecimal, toNumber, type Exact } from "../exact";
import { sources } from "../sources";

/** 0 °C in kelvin. */
const kelvinAtZeroCelsius = exact("273.15");
/** 0 °C in degrees Fahrenheit. */
const fahrenheitAtZeroCelsius = exact(32);
/** The Fahrenheit degree in kelvins (and Celsius degrees). */
const fahrenheitDegree = exact(5, 9);

export const temperatureUnits = [
  {
    key: "celsius",
    label: "Celsius (°C)",
    symbol: "°C",
    degree: exact(1),
    zero: kelvinAtZeroCelsius,
    definedAs: `K − ${terminatingDecimal(kelvinAtZeroCelsius)}`,
    source: sources.si,
  },
  {
    key: "fahrenheit",
    label: "Fahrenheit (°F)",
    symbol: "°F",
    degree: fahrenheitDegree,
    zero: sum(kelvinAtZeroCelsius, product(exact(-1), fahrenheitAtZeroCelsius, fahrenheitDegree)),
    definedAs: `°C × 9/5 + ${terminatingDecimal(fahrenheitAtZeroCelsius)}`,
    source: sources.sp811,
  },
  {
    key: "kelvin",
    label: "Kelvin (K)",
    symbol: "K",
    degree: exact(1),
    zero: exact(0),
    definedAs: "SI base unit of thermodynamic temperature",
    source: sources.si,
  },
] as const satisfies readonly {
  key: string;
  label: string;
  symbol: string;
  /** The size of one degree of the scale, in kelvins. */
  degree: Exact;
  /** The scale's zero, in kelvins. */
  zero: Exact;
  definedAs: string;
  source: string;
}[];

export type TemperatureUnitKey = (typeof temperatureUnits)[number]["key"];

const kelvinOffset = terminatingDecimal(kelvinAtZeroCelsius) ?? "";
const fahrenheitOffset = terminatingDecimal(fahrenheitAtZeroCelsius) ?? "";

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
