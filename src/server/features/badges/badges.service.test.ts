import { describe, expect, it } from 'vitest';
import { BADGE_TYPES, badgeInfo } from '../../../contract/badges';
import { levelsReached } from './badges.service';

describe('levelsReached', () => {
  it.each([
    ['kind_words', 0, []],
    ['kind_words', 1, [1]],
    ['kind_words', 9, [1]],
    ['kind_words', 10, [1, 2]],
    ['kind_words', 49, [1, 2]],
    ['kind_words', 50, [1, 2, 3]],
    ['appreciated', 10, [1, 2]],
    ['grateful_heart', 500, [1, 2, 3]],
    ['ray_of_sunshine', 9, []],
    ['ray_of_sunshine', 10, [1]],
    ['ray_of_sunshine', 99, [1]],
    ['ray_of_sunshine', 100, [1, 2]],
    ['ray_of_sunshine', 999, [1, 2]],
    ['ray_of_sunshine', 1000, [1, 2, 3]],
    ['karma', 49, []],
    ['karma', 50, [1]],
    ['karma', 249, [1]],
    ['karma', 250, [1, 2]],
    ['karma', 1000, [1, 2, 3]],
  ] as const)('%s at %i reaches %j', (type, value, levels) => {
    expect(levelsReached(type, value)).toEqual(levels);
  });
});

describe('badgeInfo', () => {
  it('names every level of every type with its threshold', () => {
    expect(badgeInfo('kind_words', 2)).toEqual({
      name: 'Kind Words',
      description: 'Submitted 10 compliments',
      tier: 'Silver',
    });
    expect(badgeInfo('appreciated', 1).description).toBe('Thanked 1 time for your compliments');
    expect(badgeInfo('ray_of_sunshine', 3)).toEqual({
      name: 'Ray of Sunshine',
      description: 'Your compliments were seen 1000 times',
      tier: 'Gold',
    });
    expect(badgeInfo('karma', 2).description).toBe('Earned 250 karma points');
    for (const type of BADGE_TYPES)
      for (const level of [1, 2, 3]) expect(badgeInfo(type, level).description).not.toBe('');
  });
});
