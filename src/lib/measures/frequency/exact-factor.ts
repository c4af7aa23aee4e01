/**
 * Frequency factors written exactly, for the pages (the reference card, pair pages): apart from
 * convert.ts so that a converter page does not load them.
 */
import { quotient } from "../exact";
import { frequencyUnit } from "./convert";
import type { FrequencyUnitKey } from "./units";

/**
 * A conversion factor written exactly: a fraction times a power of π ('2π', 'π/30', '30/π', '60').
 * @example exactFactor("rpm", "radian_per_second") // "π/30"
 * @example exactFactor("hertz", "kilohertz") // "1/1000"
 * @example exactFactor("radian_per_second", "hertz") // "1/(2π)"
 */
export function exactFactor(from: FrequencyUnitKey, to: FrequencyUnitKey): string {
  const [source, target] = [frequencyUnit(from), frequencyUnit(to)];
  const ratio = quotient(source.hertz, target.hertz);
  const piPower = source.piPower - target.piPower;
  const [top, bottom] = [ratio.numerator, ratio.denominator];
  const pi = (count: number) => (count === 0 ? "" : count === 1 ? "π" : `π^${count}`);
  const over = (numerator: string, denominator: string) =>
    denominator === "1" ? numerator : `${numerator}/${denominator}`;
  const numerator = `${top === 1n && piPower > 0 ? "" : String(top)}${pi(Math.max(piPower, 0))}`;
  const denominator = `${bottom === 1n && piPower < 0 ? "" : String(bottom)}${pi(Math.max(-piPower, 0))}`;
  // '1/(2π)', not '1/2π', which reads as π/2.
  return over(numerator, /\d.*π/.test(denominator) ? `(${denominator})` : denominator);
}

/**
 * Whether a conversion between two frequency units involves π (to or from rad/s).
 * @example involvesPi("hertz", "radian_per_second") // true
 */
export function involvesPi(from: FrequencyUnitKey, to: FrequencyUnitKey): boolean {
  return frequencyUnit(from).piPower !== frequencyUnit(to).piPower;
}
