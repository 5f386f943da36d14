// Numbers in a message are written as the reader's language writes them, whether or not they go
// through Intl.NumberFormat.
import { describe, expect, it } from 'vitest';
import { format } from './catalog';
import { LOCALES } from './locales';

describe('numbers in a message', () => {
  it('read as Intl.NumberFormat writes them, in every language, small and large', () => {
    const samples = [0, 1, 7, 42, 999, 1000, 1234, 20_000, 1_234_567, 2.5, -3];
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of samples) {
        expect(format(locale, '{n} left', { n: value }), `${locale} ${value}`).toBe(
          `${intl.format(value)} left`,
        );
      }
    }
  });

  it('choose the plural by the count and write it with separators', () => {
    const text = { one: '{count} thank', other: '{count} thanks' };
    expect(format('en', text, { count: 1 })).toBe('1 thank');
    expect(format('en', text, { count: 12_345 })).toBe('12,345 thanks');
    expect(format('de', text, { count: 12_345 })).toBe('12.345 thanks');
    expect(format('en-XA', text, { count: 2 })).toBe('2 thanks');
  });
});
