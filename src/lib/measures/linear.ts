/**
 * The linear conversion formula, on one unit table: the value times the from-unit's exact size,
 * divided by the to-unit's, rounded once at the end. Every linear measure's converter and
 * reference card use it on their own table, so code that needs one measure loads only its table.
 */
import { exact, product, quotient, toNumber } from "./exact";
import type { LinearUnit, UnitKeyOf } from "./types";

/**
 * Converts a value exactly between two units of one table, rounding once; NaN for a key the table
 * does not have or a value that is not finite.
 * @example convertWithin(volumeUnits, 1, "cup", "tablespoon") // 16
 * @example convertWithin(lengthUnits, 1, "meter", "foot") // 3.2808398950131235
 */
export function convertWithin<Table extends readonly LinearUnit[]>(
  units: Table,
  value: number,
  from: UnitKeyOf<Table>,
  to: UnitKeyOf<Table>,
): number {
  const source = units.find((unit) => unit.key === from);
  const target = units.find((unit) => unit.key === to);
  if (!source || !target || !Number.isFinite(value)) return Number.NaN;
  if (source === target) return value;
  return toNumber(product(exact(value), quotient(source.exact, target.exact)));
}
