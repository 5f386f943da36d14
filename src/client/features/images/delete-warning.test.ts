import { describe, expect, it } from 'vitest';
import { deleteWarning } from './delete-warning';

describe('deleteWarning', () => {
  it('says nothing about an image no compliment was shown with', () => {
    expect(deleteWarning({ timesUsed: 0 })).toBeNull();
  });

  it('counts the compliments, in the singular for one', () => {
    expect(deleteWarning({ timesUsed: 1 })).toBe('This image has been used with 1 compliment.');
    expect(deleteWarning({ timesUsed: 12 })).toBe('This image has been used with 12 compliments.');
  });
});
