import { describe, expect, it } from 'vitest';
import { describeTimeZone, hourLabels, hourLocale } from './format-hour';

describe('hourLocale', () => {
  it("takes the browser's region for the page's language, else the page's locale", () => {
    expect(hourLocale('en', ['en-GB', 'en'])).toBe('en-GB');
    expect(hourLocale('en', ['de-DE', 'en-US'])).toBe('en-US');
    expect(hourLocale('de', ['en-US', 'fr-FR'])).toBe('de');
    expect(hourLocale('pt-BR', ['pt-PT'])).toBe('pt-PT');
    expect(hourLocale('ar', [])).toBe('ar');
  });

  it('passes over a tag Intl refuses', () => {
    expect(hourLocale('en', ['en-!!', 'en-AU'])).toBe('en-AU');
  });
});

describe('hourLabels', () => {
  it('writes the 24 hours as each clock writes them, midnight first', () => {
    const american = hourLabels('en-US');
    expect(american).toHaveLength(24);
    expect(american[0]).toMatch(/^12:00\sAM$/);
    expect(american[9]).toMatch(/^9:00\sAM$/);
    expect(american[21]).toMatch(/^9:00\sPM$/);
    const german = hourLabels('de');
    // On a 24-hour clock; whether the hour takes a leading zero is the runtime's data's to say.
    expect(german[0]).toMatch(/^0?0:00$/);
    expect(german[9]).toMatch(/^0?9:00$/);
    expect(german[21]).toBe('21:00');
    expect(hourLabels('en-GB')[21]).toBe('21:00');
  });

  it('writes Arabic hours with its own morning and evening, every one of them different', () => {
    const arabic = hourLabels('ar');
    expect(new Set(arabic).size).toBe(24);
    expect(arabic[9]).toMatch(/ص/);
    expect(arabic[21]).toMatch(/م/);
  });
});

describe('describeTimeZone', () => {
  it("names the zone's place and the locale's generic name for it", () => {
    expect(describeTimeZone('Europe/Paris', 'en')).toBe('Europe/Paris (Central European Time)');
    expect(describeTimeZone('America/New_York', 'en')).toBe('America/New York (Eastern Time)');
  });

  it('keeps the place alone where the name would only be an offset, or the zone is unknown', () => {
    expect(describeTimeZone('Etc/GMT+3', 'en')).toBe('Etc/GMT+3');
    expect(describeTimeZone('UTC', 'ar')).toBe('UTC');
    expect(describeTimeZone('Not/AZone', 'en')).toBe('Not/AZone');
  });
});
