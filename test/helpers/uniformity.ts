// Whether draws came out in equal shares: Pearson's chi-square statistic against the value a
// uniform pick stays under but once in a million tests. At one in a thousand, the twelve such
// checks of a run on two databases failed a correct pick about one run in a hundred. At 125 draws a
// compliment (the random pick's tests) this bound still fails a pick that never gives out one
// compliment, or gives one out twice as often.
import quantile from '@stdlib/stats-base-dists-chisquare-quantile';

const FALSE_ALARM = 1e-6;

/** The statistic of `counts` against equal shares of `total` over `eligible`, and its bound. */
export function chiSquare(counts: ReadonlyMap<number, number>, eligible: number[], total: number) {
  const expected = total / eligible.length;
  const statistic = eligible.reduce(
    (sum, id) => sum + ((counts.get(id) ?? 0) - expected) ** 2 / expected,
    0,
  );
  return { statistic, critical: quantile(1 - FALSE_ALARM, eligible.length - 1) };
}
