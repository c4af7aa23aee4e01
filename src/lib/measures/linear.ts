/**
 * The linear conversion formula, on one unit table: the value times the from-unit's exact size,
 * divided by the to-unit's, rounded once at the end. `convert` (convert.ts) applies it to every
 * measure; code that needs a single measure (the home length card) can use it without loading
 * every table.
 */
import { exact, product, quotient, toNumber, type Exact } from "./exact";
import type { LinearUnit, UnitKeyOf } from "./types";

const ratios = new WeakMap<LinearUnit, Map<LinearUnit, Exact>>();

/** How many of `target` make one `source`, exactly (remembered per pair). */
function ratioOf(source: LinearUnit, target: LinearUnit): Exact {
  const known = ratios.get(source) ?? new Map<LinearUnit, Exact>();
  ratios.set(source, known);
  const ratio = known.get(target) ?? quotient(source.exact, target.exact);
  known.set(target, ratio);
  return ratio;
}

/**
 * Converts a value exactly between two units of one table, rounding once; NaN for a key the table
 * does not have or a value that is not finite.
 * @example convertWithin(volumeUnits, 1, "cup", "tablespoon") // 16
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
  if (!source || !target || !Number.isFinite(value)) return Number.NaN;
  if (source === target) return value;
  return toNumber(product(exact(value), ratioOf(source, target)));
}

/**
 * The exact number of to-units in one from-unit; undefined for a key the table does not have.
 * @example exactRatio(volumeUnits, "gallon", "cup") // 16 as an exact number
 */
export function exactRatio<Table extends readonly LinearUnit[]>(
  units: Table,
  from: UnitKeyOf<Table>,
  to: UnitKeyOf<Table>,
): Exact | undefined {
  const source = units.find((unit) => unit.key === from);
  const target = units.find((unit) => unit.key === to);
  return source && target ? ratioOf(source, target) : undefined;
}
