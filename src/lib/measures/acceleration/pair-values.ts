/**
 * The values of the acceleration pair pages' tables: from a fraction of a g, as cars and lifts
 * reach, to the tens of g of crash tests, whatever the unit.
 */
const accelerations = [0.1, 0.2, 0.5, 1, 2, 3, 4, 5, 6, 8, 9, 10, 20, 50, 100];

/**
 * The table's values, whatever the unit.
 * @example pairTableValues()[3] // 1
 */
export function pairTableValues(): readonly number[] {
  return accelerations;
}
