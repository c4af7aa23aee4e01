/**
 * The frequency converter's context line: the period, the time one cycle (or one turn) takes,
 * exact where the frequency is a fraction of a hertz and to six digits where π comes in (rad/s).
 */
import type { FrequencyUnitKey } from "./units";
import { contextLine, type Conversion, type ConverterContext } from "../define-converter";
import { exact, one, product, quotient, toNumber, type Exact } from "../exact";
import { formatSignificant } from "../../number-format";
import { formatDuration, isExactly } from "../time/duration";
import { timeUnits } from "../time/units";
import { frequencyUnits, rotationGroup } from "./units";

/** The units a period under a second is given in, largest first. */
const shortUnits = (["milliseconds", "microseconds", "nanoseconds"] as const).flatMap(
  (key) => timeUnits.find((unit) => unit.key === key) ?? [],
);

/** A period under a second in the largest of ms, µs and ns that keeps it 1 or more. */
function shortPeriod(seconds: Exact, approximate: boolean): string {
  const value = toNumber(seconds);
  const unit =
    shortUnits.find((candidate) => value >= toNumber(candidate.exact)) ?? shortUnits.at(-1);
  if (!unit) return `${formatSignificant(value, 6)} s`;
  const amount = quotient(seconds, unit.exact);
  const text = formatSignificant(toNumber(amount), 6, true);
  return `${approximate || !isExactly(text, amount) ? "≈ " : ""}${text} ${unit.symbol}`;
}

/**
 * The period of a frequency in one of the converter's units, as a sentence.
 * @example frequencyPeriod(50, "hertz") // "One cycle every 20 ms."
 * @example frequencyPeriod(1, "rpm") // "One turn every 1 min."
 */
export function frequencyPeriod(value: number, from: FrequencyUnitKey): string {
  const unit = frequencyUnits.find((candidate) => candidate.key === from) ?? frequencyUnits[0];
  const noun = unit.group === rotationGroup ? "turn" : "cycle";
  if (value === 0) return `A frequency of 0 has no period: enter a value above 0.`;
  // The period in seconds is 1 ÷ (value × the unit's hertz × π^piPower): exact unless π comes in.
  const rational = quotient(one, product(exact(value), unit.hertz));
  const seconds =
    unit.piPower === 0 ? rational : exact(toNumber(rational) * Math.PI ** -unit.piPower);
  const approximate = unit.piPower !== 0;
  if (toNumber(seconds) < 1) return `One ${noun} every ${shortPeriod(seconds, approximate)}.`;
  const duration = formatDuration(seconds, "day");
  return `One ${noun} every ${approximate && !duration.rounded ? "≈ " : ""}${duration.text}.`;
}

/**
 * The context line of a frequency conversion (loaded with the converter's details).
 * @example measureContext({ value: 50, from: "hertz", to: "rpm", result: 3000, resultText: "3,000 rpm" }).text // "One cycle every 20 ms."
 */
export function measureContext({ value, from }: Conversion<FrequencyUnitKey>): ConverterContext {
  return contextLine("Period", frequencyPeriod(value, from));
}
