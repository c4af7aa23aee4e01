/**
 * Cups, tablespoons and teaspoons as the spoons and cups of a measuring set measure them (1/8,
 * 1/4, 1/3, 1/2, 2/3 and 3/4 cup, tablespoons, teaspoons down to 1/8 tsp), e.g. "1/4 cup + 2 tbsp".
 * A line says "≈" whenever it is rounded, and there is none where it would mislead (a value that
 * rounds to nothing) or add nothing (an exact whole number).
 */
import type { ConverterConfig, UnitOption } from "../define-converter";
import { formatMixedFraction, isRounded, mixed } from "../../mixed-fraction";
import { isKitchenUnit, kitchenUnitKeys, type KitchenUnitKey } from "./kitchen-units";

/** What kitchen lines are made of: the sizes of a cup and a tablespoon in teaspoons, and the symbols. */
export interface KitchenScale {
  /** Teaspoons in one unit, from the unit definitions (a cup is 48, a tablespoon 3). */
  teaspoonsPer: Record<KitchenUnitKey, number>;
  symbols: Record<KitchenUnitKey, string>;
}

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
 * The kitchen line under a volume converter's result in cups, tablespoons or teaspoons, from the
 * typed value (exactly: 1 tbsp in cups is 3 tsp, not 2.9999…); null for other units.
 * @example volumeKitchenText(volumeConverter, 80, "milliliter", "cup") // "≈ 1/3 cup"
 */
export function volumeKitchenText(
  config: ConverterConfig,
  value: number,
  from: string,
  to: string,
  shownResult?: string,
): string | null {
  const scale = kitchenScale(config.units, config.convert);
  const teaspoons = config.convert(value, from, "teaspoon");
  if (!isKitchenUnit(to) || !scale || teaspoons === null) return null;
  return kitchenMeasureText(teaspoons, to, scale, shownResult);
}
