import { describe, expect, it } from 'vitest';
import { KARMA } from '../../../contract/compliments';
import { submissionKarma, utcDayStart } from './karma.service';

describe('submissionKarma', () => {
  it('gives 5 for each of the first 10 submissions of a day and nothing after', () => {
    const day = Array.from({ length: 12 }, (_, earlier) => submissionKarma(earlier));
    expect(day).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0, 0]);
    expect(day.reduce<number>((a, b) => a + b, 0)).toBe(
      KARMA.submission * KARMA.submissionsRewardedPerDay,
    );
  });
});

describe('utcDayStart', () => {
  it('is midnight UTC of the same day', () => {
    expect(utcDayStart(new Date('2025-03-09T23:59:59.999Z')).toISOString()).toBe(
      '2025-03-09T00:00:00.000Z',
    );
    expect(utcDayStart(new Date('2025-03-10T00:00:00.000Z')).toISOString()).toBe(
      '2025-03-10T00:00:00.000Z',
    );
  });
});
