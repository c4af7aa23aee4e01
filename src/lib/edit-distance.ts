/** How far apart two words are, for "did you mean" suggestions (units, ingredients). */

/**
 * Optimal string alignment distance (Levenshtein with swaps of neighbours), or limit + 1 as soon
 * as it is certain to exceed the limit. Three rolling rows keep it allocation-light.
 * @example editDistance("fet", "feet", 2) // 1
 */
export function editDistance(a: string, b: string, limit: number): number {
  let beforePrevious = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = best;
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length] ?? limit + 1;
}
