// The uniformity bound is strict enough to catch the faults the random pick's tests look for: at
// their 125 draws a compliment, one compliment never given out, or one given out twice as often.
import { describe, expect, it } from 'vitest';
import { chiSquare } from './uniformity';

const ids = Array.from({ length: 40 }, (_, i) => i + 1);
const TOTAL = 125 * ids.length;

/** The counts a pick with these weights gives on average. */
function expectedCounts(weight: (id: number) => number): Map<number, number> {
  const sum = ids.reduce((total, id) => total + weight(id), 0);
  return new Map(ids.map((id) => [id, Math.round((TOTAL * weight(id)) / sum)]));
}

describe('the chi-square bound of equal shares', () => {
  it('passes equal shares', () => {
    const { statistic, critical } = chiSquare(
      expectedCounts(() => 1),
      ids,
      TOTAL,
    );
    expect(statistic).toBe(0);
    expect(critical).toBeGreaterThan(90);
  });

  it.each([
    { pick: 'never gives out one compliment', weightOfSeventh: 0 },
    { pick: 'gives one compliment out twice as often', weightOfSeventh: 2 },
  ])('fails a pick that $pick', ({ weightOfSeventh }) => {
    const { statistic, critical } = chiSquare(
      expectedCounts((id) => (id === 7 ? weightOfSeventh : 1)),
      ids,
      TOTAL,
    );
    expect(statistic).toBeGreaterThan(critical);
  });
});
