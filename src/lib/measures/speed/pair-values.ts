/** The values of the speed pair pages' tables: walking pace to motorway and rail speeds. */
const speeds = [1, 5, 10, 20, 30, 40, 50, 60, 70, 80, 100, 120, 150, 200];

/**
 * The table's values, whatever the unit.
 * @example pairTableValues()[2] // 10
 */
export function pairTableValues(): readonly number[] {
  return speeds;
}
