/**
 * The linear conversion formula, on one unit table: into the base unit with the from-unit's
 * factor, out with the to-unit's. `convert` (convert.ts) applies it to every measure; code that
 * needs a single measure (the home length card) can use it without loading every table.
 */
import type { LinearUnit, UnitKeyOf } from "./types";

/**
 * Converts between two units of one table; NaN for a key the table does not have.
 * @example convertWithin(lengthUnits, 1, "meter", "foot") // 3.280839895013123
 */
export function convertWithin<Table extends readonly LinearUnit[]>(
  units: Table,
  value: number,
  from: UnitKeyOf<Table>,
  to: UnitKeyOf<Table>,
): number {
  const source = units.find((unit) => unit.key === from);
  const target = units.find((unit) => unit.key === to);
  if (!source || !target) return Number.NaN;
  if (source === target) return value;
  return (value * source.factor) / target.factor;
}
