import { describe, expect, it } from 'vitest';
import {
  COMPLIMENT_MESSAGES,
  SubmitComplimentBodySchema,
  complimentLength,
  normalizeComplimentText,
} from './compliments';

describe('normalizeComplimentText', () => {
  it('trims, collapses every whitespace run and drops invisible characters', () => {
    expect(normalizeComplimentText('  You\n\n are\t\u00a0 kind \u200b ')).toBe('You are kind');
    expect(normalizeComplimentText('Bright\u202eness')).toBe('Brightness');
  });

  it('keeps the joiner inside emoji sequences', () => {
    expect(normalizeComplimentText(' 👩‍💻 ')).toBe('👩‍💻');
  });
});

describe('complimentLength counts Unicode code points', () => {
  it.each([
    ['plain', 'kindness', 8],
    ['one emoji', '😊', 1],
    ['a flag (two regional indicators)', '🇱🇰', 2],
    ['a joined sequence', '👩‍💻', 3],
    ['an accented letter in NFC', normalizeComplimentText('e\u0301'), 1],
  ])('%s', (_name, text, length) => {
    expect(complimentLength(text)).toBe(length);
  });
});

describe('SubmitComplimentBodySchema', () => {
  const parse = (text: unknown) => SubmitComplimentBodySchema.safeParse({ text });
  const message = (text: unknown) => {
    const result = parse(text);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('gives the spec messages at the bounds', () => {
    expect(message('123456789')).toBe(COMPLIMENT_MESSAGES.tooShort);
    expect(message('1234567890')).toBeNull();
    expect(message('x'.repeat(200))).toBeNull();
    expect(message('x'.repeat(201))).toBe(COMPLIMENT_MESSAGES.tooLong);
    expect(message(`${' '.repeat(10)}123456789`)).toBe(COMPLIMENT_MESSAGES.tooShort);
    expect(message('😊'.repeat(200))).toBeNull();
    expect(message('😊'.repeat(201))).toBe(COMPLIMENT_MESSAGES.tooLong);
    expect(message(undefined)).toBe(COMPLIMENT_MESSAGES.tooShort);
  });

  it('hands the normalized text on', () => {
    const result = parse('  So   very kind  ');
    expect(result.success && result.data.text).toBe('So very kind');
  });
});
