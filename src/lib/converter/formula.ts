/**
 * The arithmetic behind a conversion, written out with the visitor's number and the converter's
 * own numbers, e.g. "1.5 cup × 16 = 24 tbsp". Nothing here restates a factor: linear measures
 * print the exact ratio of their units' definitions (the one the converter multiplies with), and the others
 * (temperature, angle, fuel economy) are read off the converter's own conversion function, so done
 * by hand a formula gives the converter's result (the tests check every converter and unit pair).
 */
import { findUnit, type ConverterConfig, type UnitOption } from "../measures/define-converter";
import { quotient, toNumber, type Exact } from "../measures/exact";
import { terminatingDecimal } from "../measures/exact-decimal";
import { formatSignificant } from "../number-format";

/**
 * A number in plain decimal notation, as short as JavaScript prints it (no exponent).
 * @example decimalText(0.0625) // "0.0625"
 * @example decimalText(1e-7) // "0.0000001"
 */
export function decimalText(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = "", lead = "", rest = "", power = "0"] = match;
  const exponent = Number(power);
  return exponent < 0
    ? `${sign}0.${"0".repeat(-exponent - 1)}${lead}${rest}`
    : `${sign}${(lead + rest).padEnd(exponent + 1, "0")}`;
}

/**
 * A unit symbol as formulas set it after a number: a number inside the symbol is kept apart from
 * the unit that follows it, so "L/100km" reads "L/100 km".
 * @example formulaSymbol("L/100km") // "L/100 km"
 */
export function formulaSymbol(symbol: string): string {
  return symbol.replace(/(\d)([a-z])/gi, "$1 $2");
}

/** A number and its unit; a bare degree sign attaches to the number (90°), other symbols follow a space. */
function quantityText(number: string, symbol: string): string {
  return symbol === "°" ? `${number}°` : `${number} ${formulaSymbol(symbol)}`;
}

/** Equal within a billionth, relative: tiny factors (1 rpm is 1.6667e-14 THz) are told apart too. */
function closeTo(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}

/** A probed constant without floating-point noise when it is a short decimal (a temperature offset). */
function tidy(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return closeTo(rounded, value) ? rounded : value;
}

/** "× 9/5" for a small fraction, else "× 1000" or "÷ 3", whichever has fewer digits. */
function scaledBy(multiplier: number): string {
  // The first denominator that fits gives the fraction in lowest terms.
  for (let denominator = 2; denominator < 10; denominator++) {
    const numerator = Math.round(multiplier * denominator);
    if (numerator % denominator && closeTo(numerator / denominator, multiplier)) {
      return `× ${numerator}/${denominator}`;
    }
  }
  const [times, over] = [decimalText(tidy(multiplier)), decimalText(tidy(1 / multiplier))];
  return over.length < times.length ? `÷ ${over}` : `× ${times}`;
}

function plus(offset: number): string {
  return `${offset < 0 ? "−" : "+"} ${decimalText(Math.abs(offset))}`;
}

/** A linear unit's exact size in its measure's base unit; null for the other measures. */
function sizeOf(unit: UnitOption): Exact | null {
  const size: unknown = (unit as UnitOption & { exact?: unknown }).exact;
  return typeof size === "object" && size !== null && "denominator" in size
    ? (size as Exact)
    : null;
}

/**
 * A linear conversion's step: "× 1024" or "÷ 3" when the exact ratio (or its reciprocal) is
 * a finite decimal, the shorter of the two; else both sizes, or the ratio to 10 digits.
 */
function linearStep(source: Exact, target: Exact): string {
  const times = terminatingDecimal(quotient(source, target));
  const over = terminatingDecimal(quotient(target, source));
  if (times !== null && (over === null || times.length <= over.length)) return `× ${times}`;
  if (over !== null) return `÷ ${over}`;
  const [into, out] = [terminatingDecimal(source), terminatingDecimal(target)];
  if (into !== null && out !== null) {
    return [into === "1" ? "" : `× ${into}`, out === "1" ? "" : `÷ ${out}`]
      .filter(Boolean)
      .join(" ");
  }
  return `× ${constantText(toNumber(quotient(source, target)))}`;
}

/** A probed constant: as JavaScript prints it when short, else to 10 significant digits. */
function constantText(value: number): string {
  const text = decimalText(value);
  return text.replace(/[^0-9]/g, "").length <= 10 ? text : formatSignificant(value, 10);
}

/** The constant of a conversion of the form constant ÷ value (fuel economy and L/100 km). */
function reciprocalConstant(convert: (value: number) => number | null): number | null {
  const constant = convert(1);
  const check = convert(8);
  return constant !== null && check !== null && closeTo(check * 8, constant)
    ? tidy(constant)
    : null;
}

/** A conversion of the form value × a + b (temperature, angle), read off the converter. */
function affineFormula(convert: (value: number) => number | null, quantity: string) {
  const [atZero, atOne] = [convert(0), convert(1)];
  if (atZero === null || atOne === null) return null;
  const offset = tidy(atZero);
  if (offset === 0) return `${quantity} ${scaledBy(atOne)}`;
  const slope = atOne - atZero;
  if (closeTo(slope, 1)) return `${quantity} ${plus(offset)}`;
  const zero = tidy(-atZero / slope);
  // Whichever constant is a short decimal is written: (37 °C × 9/5) + 32, (98.6 °F − 32) × 5/9.
  return decimalText(zero).length < decimalText(offset).length
    ? `(${quantity} ${plus(-zero)}) ${scaledBy(slope)}`
    : `(${quantity} ${scaledBy(slope)}) ${plus(offset)}`;
}

/** The arithmetic of a conversion, before the equals sign. */
function arithmetic(
  config: ConverterConfig,
  value: number,
  source: UnitOption,
  target: UnitOption,
) {
  const [from, to] = [source.key, target.key];
  const number = decimalText(value);
  const quantity = quantityText(number, source.symbol);
  if (from === to) return quantity;
  // Linear measures: the exact ratio of the two units' sizes.
  const [into, out] = [sizeOf(source), sizeOf(target)];
  if (into !== null && out !== null) return `${quantity} ${linearStep(into, out)}`;
  // Fuel economy: constant ÷ value, directly or through the unit both ends relate to that way.
  const direct = reciprocalConstant((input) => config.convert(input, from, to));
  if (direct !== null) return `${constantText(direct)} ÷ ${number}`;
  for (const pivot of config.units) {
    const inward = reciprocalConstant((input) => config.convert(input, from, pivot.key));
    const outward = reciprocalConstant((input) => config.convert(input, pivot.key, to));
    if (inward !== null && outward !== null) {
      return `${constantText(outward)} ÷ (${constantText(inward)} ÷ ${number})`;
    }
  }
  return affineFormula((input) => config.convert(input, from, to), quantity);
}

/**
 * The formula of a conversion: the visitor's value with its unit, the converter's own arithmetic,
 * and the result as shown (`resultNumber`, the number at the chosen precision) with its unit; null
 * for an unknown unit or a conversion of no form above.
 * @example conversionFormula(volumeConverter, 1.5, "cup", "tablespoon", "24") // "1.5 cup × 16 = 24 tbsp"
 * @example conversionFormula(temperatureConverter, 37, "celsius", "fahrenheit", "98.60") // "(37 °C × 9/5) + 32 = 98.60 °F"
 */
export function conversionFormula(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  resultNumber: string,
): string | null {
  const source = findUnit(config, from);
  const target = findUnit(config, to);
  const left = source && target ? arithmetic(config, value, source, target) : null;
  return left && target ? `${left} = ${quantityText(resultNumber, target.symbol)}` : null;
}
