import { describe, expect, it } from 'vitest';
import { truncateUsername } from './truncate-username';

describe('truncateUsername', () => {
  it('keeps a username of up to 10 characters as it is', () => {
    expect(truncateUsername('ann')).toBe('ann');
    expect(truncateUsername('abcdefghij')).toBe('abcdefghij');
  });

  it('cuts a longer username to 10 characters plus an ellipsis', () => {
    expect(truncateUsername('abcdefghijk')).toBe('abcdefghij…');
    expect(truncateUsername('someone.kind@example.com')).toBe('someone.ki…');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateUsername('😀'.repeat(10))).toBe('😀'.repeat(10));
    expect(truncateUsername('😀'.repeat(11))).toBe(`${'😀'.repeat(10)}…`);
  });

  it('accepts another limit', () => {
    expect(truncateUsername('abcdef', 3)).toBe('abc…');
  });
});
