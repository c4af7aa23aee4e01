/** The values of the fuel economy pair pages' tables: what is typical depends on the unit. */
const valuesByUnit: Readonly<Record<string, readonly number[]>> = {
  mpg_us: [10, 15, 20, 25, 30, 35, 40, 45, 50, 60],
  mpg_imperial: [10, 15, 20, 25, 30, 35, 40, 45, 50, 60],
  l_per_100km: [3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20],
  km_per_l: [5, 8, 10, 12, 15, 18, 20, 25, 30],
};

/**
 * The table's values in the unit converted from.
 * @example pairTableValues("l_per_100km")[0] // 3
 */
export function pairTableValues(from: string): readonly number[] {
  return valuesByUnit[from] ?? [];
}
