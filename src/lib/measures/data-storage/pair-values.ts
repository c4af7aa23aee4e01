/** The values of the data storage pair pages' tables: powers of two. */
const powersOfTwo = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

/**
 * The table's values, whatever the unit.
 * @example pairTableValues("gigabyte").at(-1) // 1024
 */
export function pairTableValues(): readonly number[] {
  return powersOfTwo;
}
