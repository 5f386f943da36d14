import { describe, expect, it } from 'vitest';
import { httpUrl, URL_MESSAGES } from './urls';

const schema = httpUrl('Please provide a valid URL');

describe('httpUrl', () => {
  it.each([
    ['https://ex.com/a?b=c', 'https://ex.com/a?b=c'],
    ['HTTPS://EX.com/a?b=c', 'https://ex.com/a?b=c'],
    ['http://ex.com', 'http://ex.com/'],
    ['https://ex.com/a%20b', 'https://ex.com/a%20b'],
    ['https://bücher.example/straße', 'https://xn--bcher-kva.example/stra%C3%9Fe'],
  ])('accepts %s as %s', (input, normalized) => {
    expect(schema.parse(input)).toBe(normalized);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example',
    '/rel',
    'http:/x',
    'ftp://x',
    'https://ex.com/a\r\nSet-Cookie: x=1',
    'https://ex.com/\na',
    ' https://ex.com',
    'https://ex.com /a',
    'https://',
    '',
    'not a url',
    `https://ex.com/${'a'.repeat(2100)}`,
  ])('refuses %j with the given message', (input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please provide a valid URL');
  });

  it.each([
    'https://ex.com@evil.example/',
    'https://user:secret@b.example/',
    'https://:secret@b.example/',
    'https://@b.example/',
    'http://a%40b@c.example/',
  ])('V9 refuses %j, a URL with a user name or password, saying why', (input) => {
    const result = schema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([URL_MESSAGES.credentials]);
  });

  it('V9 keeps an @ that comes after the host (path, query, fragment)', () => {
    expect(schema.parse('https://b.example/@kindly?by=a@b.example#x@y')).toBe(
      'https://b.example/@kindly?by=a@b.example#x@y',
    );
  });

  it('refuses a value that is not a string with the given message', () => {
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe('Please provide a valid URL');
  });
});
