import { describe, expect, it } from 'vitest';
import { publicName } from './public-name';

describe('publicName (SECURITY C8)', () => {
  it('shows the username only once the member chose it, and never one holding an "@"', () => {
    const chosenAt = new Date('2026-11-25T10:00:00.000Z');
    const email = 'jane.doe@example.com';
    expect(publicName({ username: email, usernameChosenAt: null })).toBe('A Kindly member');
    expect(publicName({ username: 'Sunny Side', usernameChosenAt: null })).toBe('A Kindly member');
    expect(publicName({ username: email, usernameChosenAt: chosenAt })).toBe('A Kindly member');
    expect(publicName({ username: '@odd', usernameChosenAt: chosenAt })).toBe('A Kindly member');
    expect(publicName({ username: 'Sunny Side', usernameChosenAt: chosenAt })).toBe('Sunny Side');
  });
});
