/**
 * Helpers that write a unit's definition once: its exact size in the measure's base unit and the
 * words that say how it is defined ('12 in') both come from the same numbers.
 */
import { exact, one, product, type Exact } from "./exact";
import { terminatingDecimal } from "./exact-decimal";
import type { SourceKey } from "./sources";
import type { UnitDefinition } from "./types";

/** A unit's symbol and definition, before its key, label and group join it in a unit table. */
export interface DefinedUnit extends UnitDefinition {
  readonly symbol: string;
}

/**
 * A measure's base unit: size 1.
 * @example baseUnit("m", "SI base unit", "si").exact // one
 */
export function baseUnit(symbol: string, definedAs: string, source: SourceKey): DefinedUnit {
  return { symbol, exact: one, definedAs, source };
}

/**
 * A unit defined as a number of another unit; the number may be a fraction ('1/3').
 * @example unitOf("ft", 12, inch, "handbook44").definedAs // "12 in"
 */
export function unitOf(
  symbol: string,
  count: string | number,
  of: DefinedUnit,
  source: SourceKey,
): DefinedUnit {
  const amount = exact(count);
  const amountText =
    typeof count === "string" && count.includes("/")
      ? count
      : (terminatingDecimal(amount, true) ?? `${amount.numerator}/${amount.denominator}`);
  return {
    symbol,
    exact: product(amount, of.exact),
    definedAs: `${amountText} ${of.symbol}`,
    source,
  };
}

/**
 * A unit defined by a formula of other units; `definedAs` says it in symbols.
 * @example derivedUnit("ft²", power(foot.exact, 2), "1 ft × 1 ft", "handbook44")
 */
export function derivedUnit(
  symbol: string,
  size: Exact,
  definedAs: string,
  source: SourceKey,
): DefinedUnit {
  return { symbol, exact: size, definedAs, source };
}
