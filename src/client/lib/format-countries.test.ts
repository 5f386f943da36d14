import { describe, expect, it } from 'vitest';
import { summarizeCountries } from './format-countries';

describe('summarizeCountries', () => {
  it('shows every country of a short list by name', () => {
    expect(summarizeCountries(['US', 'LK'])).toEqual({
      shown: ['United States', 'Sri Lanka'],
      more: 0,
    });
  });

  it('shows the first 2 and counts the rest', () => {
    expect(summarizeCountries(['GB', 'CA', 'US', 'LK', 'IN'])).toEqual({
      shown: ['United Kingdom', 'Canada'],
      more: 3,
    });
  });

  it('answers an empty summary for an untargeted item', () => {
    expect(summarizeCountries([])).toEqual({ shown: [], more: 0 });
  });

  it('falls back to the code for a country it has no name for', () => {
    expect(summarizeCountries(['XX'])).toEqual({ shown: ['XX'], more: 0 });
  });
});
