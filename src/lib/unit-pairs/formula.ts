/**
 * The formula of a unit pair, in names and in symbols, with an instruction in words. Linear pairs
 * read their factor from the converter itself; a measure may give its own formulas (temperature
 * with its offsets) or exact factors (angles with π), and reciprocal pairs (fuel economy against
 * L/100 km) divide a constant by the value.
 */
import { findUnit, type ConverterId } from "../measures";
import { converters } from "../measures/all";
import { measureAbouts } from "../measures/page-parts";
import { formatSignificant, formatTrimmed } from "../number-format";
import { unitNames } from "./names";

export interface PairFormula {
  /** With unit names, e.g. 'feet = meters × 3.28084'. */
  names: string;
  /** With unit symbols, e.g. 'ft = m × 3.28084'. */
  symbols: string;
  /** What to do, e.g. 'multiply the number of meters by 3.28084'. */
  instruction: string;
}

/** Relative tolerance for treating a float as the exact decimal it prints as. */
const exactness = 1e-12;

function isExact(text: string, value: number): boolean {
  const parsed = Number(text.replaceAll(",", ""));
  return Math.abs(parsed - value) <= exactness * Math.abs(value);
}

/**
 * A conversion factor as a formula prints it: whole numbers in full with grouping, decimals with
 * as few significant digits as show them exactly (up to 10), else rounded to 10.
 * @example formatFactor(1073741824) // "1,073,741,824"
 * @example formatFactor(1.609344) // "1.609344"
 * @example formatFactor(3.280839895013123) // "3.28084"
 */
export function formatFactor(value: number): string {
  const rounded = Math.round(value);
  if (rounded !== 0 && Math.abs(value - rounded) <= exactness * Math.abs(value)) {
    return formatTrimmed(rounded, 0, true);
  }
  for (let digits = 1; digits <= 10; digits += 1) {
    const text = formatSignificant(value, digits, true);
    if (isExact(text, value)) return text;
  }
  return formatSignificant(value, 10, true);
}

/** How many significant digits a factor needs to print; whole numbers count their own digits. */
function digitCount(text: string): number {
  return text
    .replace(/[^0-9]/g, "")
    .replace(/^0+/, "")
    .replace(/0+$/, "").length;
}

interface Step {
  operator: "×" | "÷";
  figure: string;
}

/**
 * Multiply or divide: a factor of 1 or more multiplies; a smaller one divides by its reciprocal
 * when that is a whole number, needs fewer digits, or the factor is below 0.001.
 */
function linearStep(factor: number): Step {
  const multiply: Step = { operator: "×", figure: formatFactor(factor) };
  const reciprocal = 1 / factor;
  const divide: Step = { operator: "÷", figure: formatFactor(reciprocal) };
  const reciprocalIsWhole = !divide.figure.includes(".");
  const [multiplyIsExact, divideIsExact] = [
    isExact(multiply.figure, factor),
    isExact(divide.figure, reciprocal),
  ];
  // An exact figure beats a rounded one: m → ft divides by the foot's exact size in meters
  // rather than multiplying by 3.280839895.
  if (multiplyIsExact !== divideIsExact) return multiplyIsExact ? multiply : divide;
  if (factor >= 1) return multiply;
  if (factor < 1e-3 || reciprocalIsWhole) return divide;
  return digitCount(divide.figure) < digitCount(multiply.figure) ? divide : multiply;
}

/** Replaces each unit symbol of a measure's formula with the unit's plural name. */
function withUnitNames(measure: ConverterId, symbols: string): string {
  const names = converters[measure].units.map((unit) => ({
    symbol: unit.symbol,
    plural: unitNames(measure, unit.key)?.plural ?? unit.key,
  }));
  // Longest symbols first, so that '°C' is replaced before a bare 'C' could be.
  names.sort((a, b) => b.symbol.length - a.symbol.length);
  return names.reduce(
    (text, { symbol, plural }) =>
      text.replace(new RegExp(`(?<![\\w°])${symbol}(?!\\w)`, "g"), plural),
    symbols,
  );
}

/**
 * The formula of a pair of different units of one converter; undefined for unknown or equal units.
 * @example pairFormula("length", "meter", "foot")?.symbols // "ft = m × 3.28084"
 * @example pairFormula("temperature", "celsius", "fahrenheit")?.symbols // "°F = °C × 9/5 + 32"
 */
export function pairFormula(
  measure: ConverterId,
  from: string,
  to: string,
): PairFormula | undefined {
  const config = converters[measure];
  const fromUnit = findUnit(config, from);
  const toUnit = findUnit(config, to);
  const fromNames = unitNames(measure, from);
  const toNames = unitNames(measure, to);
  if (!fromUnit || !toUnit || !fromNames || !toNames || from === to) return undefined;

  const { pairFormula, pairFactor } = measureAbouts[measure];
  const formula = pairFormula?.(from, to);
  if (formula) {
    return {
      names: withUnitNames(measure, formula.symbols),
      symbols: formula.symbols,
      instruction: formula.instruction,
    };
  }

  const one = config.convert(1, from, to);
  const two = config.convert(2, from, to);
  if (one === null || two === null) return undefined;

  const ratio = pairFactor?.(from, to);
  if (ratio !== undefined) {
    const figure = formatFactor(one);
    const approximately = isExact(figure, one) ? "=" : "≈";
    return {
      names: `${toNames.plural} = ${fromNames.plural} × ${ratio}`,
      symbols: `${toUnit.symbol} = ${fromUnit.symbol} × ${ratio}`,
      instruction: `multiply the number of ${fromNames.plural} by ${ratio} (${approximately} ${figure})`,
    };
  }

  // A reciprocal pair halves its result when the value doubles (fuel economy against L/100km).
  if (Math.abs(two * 2 - one) <= 1e-9 * one) {
    const constant = formatFactor(one);
    return {
      names: `${toNames.plural} = ${constant} ÷ ${fromNames.plural}`,
      symbols: `${toUnit.symbol} = ${constant} ÷ ${fromUnit.symbol}`,
      instruction: `divide ${constant} by the number of ${fromNames.plural}`,
    };
  }

  const step = linearStep(one);
  const verb = step.operator === "×" ? "multiply" : "divide";
  return {
    names: `${toNames.plural} = ${fromNames.plural} ${step.operator} ${step.figure}`,
    symbols: `${toUnit.symbol} = ${fromUnit.symbol} ${step.operator} ${step.figure}`,
    instruction: `${verb} the number of ${fromNames.plural} by ${step.figure}`,
  };
}
