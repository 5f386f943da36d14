import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  it('write an ISO instant as a readable date, with the time for formatDateTime', () => {
    // Midday UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2027-03-12T12:00:00.000Z')).toBe('Mar 12, 2027');
    expect(formatDateTime('2027-03-12T12:00:00.000Z')).toMatch(
      /^Mar 12, 2027, \d{1,2}:\d{2} (AM|PM)$/,
    );
  });

  it('answer the fallback for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined, 'Never')).toBe('Never');
    expect(formatDateTime('not a date', 'Never')).toBe('Never');
    expect(formatDate('', 'Never')).toBe('Never');
  });
});
