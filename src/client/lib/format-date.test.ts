import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  it('write an ISO instant as day, month and year, with the 24-hour time for formatDateTime', () => {
    // Midday UTC stays on the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatDate('2027-03-12T12:00:00.000Z')).toBe('12 Mar 2027');
    expect(formatDateTime('2027-03-12T12:00:00.000Z')).toMatch(/^12 Mar 2027, \d{2}:\d{2}$/);
    expect(formatDate('2031-01-05T12:00:00.000Z')).toBe('5 Jan 2031');
  });

  it('answer the fallback for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime(undefined, 'Never')).toBe('Never');
    expect(formatDateTime('not a date', 'Never')).toBe('Never');
    expect(formatDate('', 'Never')).toBe('Never');
  });
});

describe('formatCalendarDay', () => {
  it('writes a YYYY-MM-DD day as that day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-01')).toBe('1 Nov 2026');
    expect(formatCalendarDay('2026-12-31', 'd MMM')).toBe('31 Dec');
  });
});
