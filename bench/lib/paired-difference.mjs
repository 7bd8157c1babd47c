// The first paint against the zero-JS twin's, as a statistic that noise cannot flip: a page level with its twin
// differs from it by a few milliseconds either way from one run to the next, so a single run's ratio, or one
// route's, would call a tie a miss half the time. Paired runs (page, then twin, on the same machine state) and
// the upper bound of the mean's 95% interval say whether the pages are slower by more than the stated margin.

/** Student's t quantile for 97.5% (a two-sided 95% interval): exact to three places from 1 degree of freedom up. */
export function tQuantile975(degrees) {
  const table = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228];
  if (degrees <= table.length) return table[degrees - 1];
  // Cornish-Fisher expansion around the normal quantile.
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * degrees) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * degrees ** 2);
}

/**
 * The mean of the pairs' relative differences ((page − twin) / twin) and its 95% interval.
 * @param {{ page: number, twin: number }[]} pairs
 */
export function meanRelativeDifference(pairs) {
  const differences = pairs.map(({ page, twin }) => (page - twin) / twin);
  const n = differences.length;
  if (n < 2) return null;
  const mean = differences.reduce((sum, d) => sum + d, 0) / n;
  const variance = differences.reduce((sum, d) => sum + (d - mean) ** 2, 0) / (n - 1);
  const half = tQuantile975(n - 1) * Math.sqrt(variance / n);
  return { pairs: n, mean, low: mean - half, high: mean + half };
}
