/**
 * Converts an amount of an ingredient between any two of its units, volume or weight, exactly
 * through its grams per US cup, rounding once at the end.
 */
import { exact, product, quotient, toNumber, type Exact } from "../measures/exact";
import { ingredientCup, type KindedUnit } from "./units";

/** An amount in a unit, in the base of its kind: grams for a weight, US cups for a volume. */
function inBase(value: Exact, unit: KindedUnit): Exact {
  const size = unit.kind === "weight" ? unit.exact : quotient(unit.exact, ingredientCup.exact);
  return product(value, size);
}

/**
 * An amount of an ingredient, of `gramsPerCup` grams in a US cup, in another unit; NaN for a
 * value that is not finite.
 * @example convertIngredientAmount(2, usCup, gram, gramsPerCup(flour)) // 240
 * @example convertIngredientAmount(100, gram, usCup, gramsPerCup(butter)) // 0.44052863436123346
 */
export function convertIngredientAmount(
  value: number,
  from: KindedUnit,
  to: KindedUnit,
  gramsPerCup: Exact,
): number {
  if (!Number.isFinite(value)) return Number.NaN;
  if (from.key === to.key) return value;
  let amount = inBase(exact(value), from);
  if (from.kind === "volume" && to.kind === "weight") amount = product(amount, gramsPerCup);
  else if (from.kind === "weight" && to.kind === "volume") amount = quotient(amount, gramsPerCup);
  return toNumber(quotient(amount, inBase(exact(1), to)));
}
