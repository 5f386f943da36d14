import { describe, expect, it } from 'vitest';
import { badgeLevelVariant } from './badge-level';

describe('badgeLevelVariant', () => {
  it('colours levels 1, 2 and 3 amber, slate and yellow', () => {
    expect([1, 2, 3].map(badgeLevelVariant)).toEqual(['amber', 'slate', 'yellow']);
  });

  it('gives any other level the primary colour', () => {
    expect([0, 4, 10, -1].map(badgeLevelVariant)).toEqual([
      'default',
      'default',
      'default',
      'default',
    ]);
  });
});
