/** The formulas between temperature scales, in symbols and words, for pair pages. */
import { terminatingDecimal } from "../exact-decimal";
import { fahrenheitAtZeroCelsius, kelvinAtZeroCelsius } from "./units";

const kelvinOffset = terminatingDecimal(kelvinAtZeroCelsius) ?? "";
const fahrenheitOffset = terminatingDecimal(fahrenheitAtZeroCelsius) ?? "";

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
