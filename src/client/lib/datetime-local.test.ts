import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './datetime-local';

describe('datetime-local conversion', () => {
  it('reads the input value as local time and answers an ISO instant', () => {
    const local = new Date(2027, 2, 12, 9, 30);
    expect(fromDateTimeLocal('2027-03-12T09:30')).toBe(local.toISOString());
  });

  it('writes an instant as the local value the input expects', () => {
    expect(toDateTimeLocal(new Date(2027, 2, 12, 9, 30, 45))).toBe('2027-03-12T09:30');
    expect(toDateTimeLocal(new Date(2027, 2, 12, 9, 30).toISOString())).toBe('2027-03-12T09:30');
  });

  it('survives a round trip', () => {
    expect(toDateTimeLocal(fromDateTimeLocal('2026-11-01T23:05'))).toBe('2026-11-01T23:05');
  });

  it('answers an empty string for an empty or malformed value', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('tomorrow')).toBe('');
    expect(fromDateTimeLocal('2027-13-45T99:99')).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});
