/**
 * Temperature scales. Unlike the linear measures, these convert with an offset (affine): a
 * reading is a size of degree times the reading, plus where the scale's zero lies, in kelvins.
 * 0 °C is 273.15 K (the kelvin's definition since 2019 keeps the Celsius zero there), and a
 * Fahrenheit degree is 5/9 of a kelvin with 32 °F at 0 °C.
 */
import type { SourceKey } from "../sources";
import { exact, product, sum, type Exact } from "../exact";
import { terminatingDecimal } from "../exact-decimal";

/** 0 °C in kelvin. */
export const kelvinAtZeroCelsius = exact("273.15");
/** 0 °C in degrees Fahrenheit. */
export const fahrenheitAtZeroCelsius = exact(32);
/** The Fahrenheit degree in kelvins (and Celsius degrees). */
const fahrenheitDegree = exact("5/9");

export const temperatureUnits = [
  {
    key: "celsius",
    label: "Celsius (°C)",
    symbol: "°C",
    degree: exact(1),
    zero: kelvinAtZeroCelsius,
    definedAs: `K − ${terminatingDecimal(kelvinAtZeroCelsius)}`,
    source: "si",
  },
  {
    key: "fahrenheit",
    label: "Fahrenheit (°F)",
    symbol: "°F",
    degree: fahrenheitDegree,
    zero: sum(kelvinAtZeroCelsius, product(exact(-1), fahrenheitAtZeroCelsius, fahrenheitDegree)),
    definedAs: `°C × 9/5 + ${terminatingDecimal(fahrenheitAtZeroCelsius)}`,
    source: "sp811",
  },
  {
    key: "kelvin",
    label: "Kelvin (K)",
    symbol: "K",
    degree: exact(1),
    zero: exact(0),
    definedAs: "SI base unit of thermodynamic temperature",
    source: "si",
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
  source: SourceKey;
}[];

export type TemperatureUnitKey = (typeof temperatureUnits)[number]["key"];
