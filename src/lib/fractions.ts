/**
 * Results as the fractions people measure with: lengths in inches or feet to the nearest 1/2 to
 * 1/64 inch (a tape measure); cups, tablespoons and teaspoons as the spoons and cups of a
 * measuring set (1/8, 1/4, 1/3, 1/2, 2/3 and 3/4 cup, tablespoons, teaspoons down to 1/8 tsp),
 * e.g. "1/4 cup + 2 tbsp". A line says "≈" whenever it is rounded, and there is no line where it
 * would mislead (a value that rounds to nothing) or add nothing (an exact whole number).
 */
import type { ConverterConfig, UnitOption } from "./measures/define-converter";
import { footKey, fractionKind, inchKey, type KitchenUnitKey } from "./fraction-steps";

/** A whole number and a proper fraction in lowest terms, e.g. 8 7/8. */
export interface MixedFraction {
  whole: number;
  numerator: number;
  denominator: number;
}

export { defaultInchFractionStep, fractionKind, inchFractionSteps } from "./fraction-steps";

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

function mixed(whole: number, numerator: number, denominator: number): MixedFraction {
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { whole, numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * A non-negative value to the nearest 1/denominator, in lowest terms; a remainder under half a
 * step rounds to the whole number below, one above to the next whole (never "0/16" or "16/16").
 * @example nearestFraction(0.999, 16) // { whole: 1, numerator: 0, denominator: 1 }
 * @example nearestFraction(8.8976, 16) // { whole: 8, numerator: 7, denominator: 8 }
 */
export function nearestFraction(value: number, denominator: number): MixedFraction {
  const steps = Math.round(value * denominator);
  const whole = Math.floor(steps / denominator);
  return mixed(whole, steps - whole * denominator, denominator);
}

/**
 * A mixed fraction as text: "8 7/8", "1/3" or "5".
 * @example formatMixedFraction({ whole: 3, numerator: 15, denominator: 16 }) // "3 15/16"
 */
export function formatMixedFraction({ whole, numerator, denominator }: MixedFraction): string {
  if (numerator === 0) return String(whole);
  const fraction = `${numerator}/${denominator}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

function fractionValue({ whole, numerator, denominator }: MixedFraction): number {
  return whole + numerator / denominator;
}

/** Whether a rounded value differs from the exact one (beyond floating-point noise). */
function isRounded(rounded: number, exact: number): boolean {
  return Math.abs(rounded - exact) > 1e-9 * Math.max(1, Math.abs(exact));
}

/** A line, unless it only repeats the result as shown (a whole number: "12 in" and "≈ 12 in"). */
function unlessShown(line: string, shownResult: string | undefined): string | null {
  return line.replace("≈ ", "") === shownResult ? null : line;
}

/** What kitchen lines are made of: the sizes of a cup and a tablespoon in teaspoons, and the symbols. */
export interface KitchenScale {
  /** Teaspoons in one unit, from the unit definitions (a cup is 48, a tablespoon 3). */
  teaspoonsPer: Record<KitchenUnitKey, number>;
  symbols: Record<KitchenUnitKey, string>;
}

const kitchenUnitKeys = ["cup", "tablespoon", "teaspoon"] as const satisfies KitchenUnitKey[];

/**
 * The kitchen scale of a unit table, through its own (exact) conversion; null when the table lacks
 * a kitchen unit.
 * @example kitchenScale(volumeConverter.units, volumeConverter.convert) // { teaspoonsPer: { cup: 48, tablespoon: 3, teaspoon: 1 }, ... }
 */
export function kitchenScale(
  units: readonly Pick<UnitOption, "key" | "symbol">[],
  convert: (value: number, from: string, to: string) => number | null,
): KitchenScale | null {
  const teaspoonsPer: Partial<Record<KitchenUnitKey, number>> = {};
  const symbols: Partial<Record<KitchenUnitKey, string>> = {};
  for (const key of kitchenUnitKeys) {
    const symbol = units.find((unit) => unit.key === key)?.symbol;
    const teaspoons = convert(1, key, "teaspoon");
    if (symbol === undefined || teaspoons === null || !(teaspoons > 0)) return null;
    teaspoonsPer[key] = teaspoons;
    symbols[key] = symbol;
  }
  return { teaspoonsPer, symbols } as KitchenScale;
}

/** The cup fractions of a measuring set. */
const cupFractions = [
  [1, 8],
  [1, 4],
  [1, 3],
  [1, 2],
  [2, 3],
  [3, 4],
] as const;

/** The smallest spoon: lines count in eighths of a teaspoon. */
const teaspoonParts = 8;

/**
 * How finely a kitchen line measures an amount (in teaspoons): to 1/8 tsp below 1/8 cup, to 1 tsp
 * below a cup, to 1 tbsp from a cup up. A line is never further from the amount than half this.
 * @example kitchenStepTeaspoons(3, scale) // 0.125
 * @example kitchenStepTeaspoons(100, scale) // 3
 */
export function kitchenStepTeaspoons(teaspoons: number, scale: KitchenScale): number {
  const { cup, tablespoon } = scale.teaspoonsPer;
  if (teaspoons < cup / cupFractions[0][1]) return 1 / teaspoonParts;
  return teaspoons < cup ? 1 : tablespoon;
}

/** One way to measure an amount: its terms ("1/4 cup", "2 tbsp") and how awkward it is to measure. */
interface KitchenMeasure {
  terms: string[];
  /** Lower is simpler: number of terms, a part of a teaspoon, scoops, teaspoon scoops, smaller cup fraction. */
  cost: number[];
}

function isSimpler(a: KitchenMeasure, b: KitchenMeasure): boolean {
  const index = a.cost.findIndex((value, position) => value !== b.cost[position]);
  return index >= 0 && (a.cost[index] ?? 0) < (b.cost[index] ?? 0);
}

/**
 * The simplest way to measure `parts` eighths of a teaspoon in `unit`: cups as a whole number and
 * a measuring-set fraction with tablespoons and teaspoons for the rest, under 1/4 cup
 * (tablespoons and teaspoons alone below 1/8 cup); tablespoons with teaspoons; or teaspoons.
 */
function kitchenMeasure(parts: number, unit: KitchenUnitKey, scale: KitchenScale): KitchenMeasure {
  const partsPer = (key: KitchenUnitKey) => Math.round(scale.teaspoonsPer[key] * teaspoonParts);
  const { symbols } = scale;
  const spoons = (rest: number, fromTablespoons: boolean) => {
    const tablespoons = fromTablespoons ? Math.floor(rest / partsPer("tablespoon")) : 0;
    const teaspoonRest = rest - tablespoons * partsPer("tablespoon");
    const wholeTeaspoons = Math.floor(teaspoonRest / teaspoonParts);
    const teaspoonPart = teaspoonRest - wholeTeaspoons * teaspoonParts;
    const terms = [
      tablespoons > 0 ? `${tablespoons} ${symbols.tablespoon}` : "",
      teaspoonRest > 0
        ? `${formatMixedFraction(mixed(wholeTeaspoons, teaspoonPart, teaspoonParts))} ${symbols.teaspoon}`
        : "",
    ];
    const teaspoonScoops = wholeTeaspoons + (teaspoonPart > 0 ? 1 : 0);
    return { terms, teaspoonPart, scoops: tablespoons + teaspoonScoops, teaspoonScoops };
  };
  const measure = (cupTerm: string, cupScoops: number, rest: number, fraction: number) => {
    const spooned = spoons(rest, unit !== "teaspoon");
    const terms = [cupTerm, ...spooned.terms].filter(Boolean);
    const cost = [
      terms.length,
      spooned.teaspoonPart > 0 ? 1 : 0,
      cupScoops + spooned.scoops,
      spooned.teaspoonScoops,
      -fraction,
    ];
    return { terms, cost };
  };
  const perCup = partsPer("cup");
  if (unit !== "cup" || parts < perCup / cupFractions[0][1]) return measure("", 0, parts, 0);
  const wholeCups = Math.floor(parts / perCup);
  const cupRest = parts - wholeCups * perCup;
  let best: KitchenMeasure | null = null;
  for (const [numerator, denominator] of [[0, 1] as const, ...cupFractions]) {
    const fractionParts = (perCup * numerator) / denominator;
    const spoonRest = cupRest - fractionParts;
    // Spoons measure what the cups leave, never a quarter cup or more ("1/3 cup + 4 tbsp").
    if (spoonRest < 0 || spoonRest >= perCup / 4 || (wholeCups === 0 && numerator === 0)) {
      continue;
    }
    const cups = mixed(wholeCups, numerator, denominator);
    // "1/2 cup", "1 cup", "1 1/2 cups": a cup is the one kitchen symbol that is a word.
    const plural = parts - spoonRest > perCup ? "s" : "";
    const candidate = measure(
      `${formatMixedFraction(cups)} ${symbols.cup}${plural}`,
      wholeCups + (numerator > 0 ? 1 : 0),
      spoonRest,
      numerator / denominator,
    );
    if (!best || isSimpler(candidate, best)) best = candidate;
  }
  return best ?? measure("", 0, parts, 0);
}

/**
 * An amount in teaspoons as a measuring set measures it in `unit`: exact where the set can
 * ("1/4 cup + 2 tbsp" for 18 tsp in cups, "5 tbsp + 1 tsp" for 16 tsp in tablespoons), else the
 * simplest measure within half a step (kitchenStepTeaspoons), marked "≈". Null when it rounds to
 * nothing, or is a whole number of `unit` that is exact or that the result (`shownResult`) already says.
 * @example kitchenMeasureText(3, "cup", scale) // "1 tbsp"
 * @example kitchenMeasureText(16.2307, "cup", scale) // "≈ 1/3 cup"
 * @example kitchenMeasureText(35.99988, "tablespoon", scale, "12 tbsp") // null
 */
export function kitchenMeasureText(
  teaspoons: number,
  unit: KitchenUnitKey,
  scale: KitchenScale,
  shownResult?: string,
): string | null {
  const wanted = teaspoons * teaspoonParts;
  if (!(wanted >= 0) || !Number.isSafeInteger(Math.ceil(wanted) * 2)) return null;
  const nearest = Math.round(wanted);
  const exact = !isRounded(nearest, wanted);
  const tolerance = (kitchenStepTeaspoons(teaspoons, scale) * teaspoonParts) / 2;
  const lowest = Math.ceil(wanted - tolerance);
  const candidates = exact
    ? [nearest]
    : Array.from(
        { length: Math.floor(wanted + tolerance) - lowest + 1 },
        (_, index) => lowest + index,
      );
  let best: { parts: number; measure: KitchenMeasure } | null = null;
  for (const parts of candidates) {
    if (parts <= 0) continue;
    const measure = kitchenMeasure(parts, unit, scale);
    const asSimple = best !== null && !isSimpler(best.measure, measure);
    if (
      !best ||
      isSimpler(measure, best.measure) ||
      (asSimple && Math.abs(parts - wanted) < Math.abs(best.parts - wanted))
    ) {
      best = { parts, measure };
    }
  }
  if (!best) return null;
  const units = best.parts / (scale.teaspoonsPer[unit] * teaspoonParts);
  if (Number.isInteger(units) && (exact || `${units} ${scale.symbols[unit]}` === shownResult)) {
    return null;
  }
  return `${exact ? "" : "≈ "}${best.measure.terms.join(" + ")}`;
}

/**
 * An amount of cups, tablespoons or teaspoons as a measuring set measures it (kitchenMeasureText).
 * @example kitchenFractionText(0.0625, "cup", scale) // "1 tbsp"
 * @example kitchenFractionText(2.5, "cup", scale) // "2 1/2 cups"
 */
export function kitchenFractionText(
  amount: number,
  unit: KitchenUnitKey,
  scale: KitchenScale,
  shownResult?: string,
): string | null {
  return kitchenMeasureText(amount * scale.teaspoonsPer[unit], unit, scale, shownResult);
}

/**
 * A length in inches as feet (when `inchesPerFoot` is given) and inches to the nearest
 * 1/`step` inch; null when it rounds to nothing or is an exact whole number of the unit.
 * @example feetAndInchesText(68.8976, 16, 12, "ft", "in") // "≈ 5 ft 8 7/8 in"
 * @example feetAndInchesText(3.937, 16, null, "ft", "in") // "≈ 3 15/16 in"
 */
export function feetAndInchesText(
  inches: number,
  step: number,
  inchesPerFoot: number | null,
  footSymbol: string,
  inchSymbol: string,
): string | null {
  const steps = Math.round(inches * step);
  if (!(steps > 0) || !Number.isSafeInteger(steps)) return null;
  const stepsPerFoot = inchesPerFoot === null ? 0 : inchesPerFoot * step;
  const feet = stepsPerFoot > 0 ? Math.floor(steps / stepsPerFoot) : 0;
  const rest = nearestFraction(steps / step - feet * (inchesPerFoot ?? 0), step);
  const rounded = isRounded(steps / step, inches);
  const isWhole = inchesPerFoot === null ? rest.numerator === 0 : fractionValue(rest) === 0;
  if (!rounded && isWhole) return null;
  const parts = [
    feet > 0 ? `${feet} ${footSymbol}` : "",
    fractionValue(rest) > 0 ? `${formatMixedFraction(rest)} ${inchSymbol}` : "",
  ];
  return `${rounded ? "≈ " : ""}${parts.filter(Boolean).join(" ")}`;
}

/**
 * The fraction line under a converter's result, computed through the converter's own conversion
 * (inches from the typed value, inches per foot from the unit table); null where none applies or
 * where it would only repeat `shownResult`.
 * @example converterFractionText(lengthConverter, 1.75, "meter", "foot", 5.74147, 16) // "≈ 5 ft 8 7/8 in"
 * @example converterFractionText(volumeConverter, 80, "milliliter", "cup", 0.33814, 16) // "≈ 1/3 cup"
 */
export function converterFractionText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  // The line comes from the typed value (exactly), not from the rounded result; kept for callers.
  _result: number,
  step: number,
  shownResult?: string,
): string | null {
  const kind = fractionKind(to);
  const unit = (key: string) => config.units.find((candidate) => candidate.key === key);
  if (kind === "kitchen") {
    // Teaspoons straight from the typed value: exact, so 1 tbsp in cups is 3 tsp, not 2.9999….
    const scale = kitchenScale(config.units, config.convert);
    const teaspoons = config.convert(value, from, "teaspoon");
    if (!scale || teaspoons === null) return null;
    return kitchenMeasureText(teaspoons, to as KitchenUnitKey, scale, shownResult);
  }
  const inch = unit(inchKey);
  const foot = unit(footKey);
  const inches = config.convert(value, from, inchKey);
  const perFoot = config.convert(1, footKey, inchKey);
  if (kind !== "inch" || !inch || !foot || inches === null || perFoot === null) return null;
  const line = feetAndInchesText(
    inches,
    step,
    to === footKey ? Math.round(perFoot) : null,
    foot.symbol,
    inch.symbol,
  );
  return line === null ? null : unlessShown(line, shownResult);
}
