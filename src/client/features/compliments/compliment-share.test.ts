import { describe, expect, it } from 'vitest';
import { complimentShareContent } from './compliment-share';

describe('complimentShareContent', () => {
  const content = complimentShareContent(
    'You light up every room',
    'https://kindly.example',
    'Kindly',
  );

  it('quotes the compliment together with the site name', () => {
    expect(content.text).toBe('“You light up every room” (a kind word from Kindly)');
    expect(content.title).toBe('A kind word from Kindly');
  });

  it('links to the site root and its share picture', () => {
    expect(content.url).toBe('https://kindly.example/');
    expect(content.imageUrl).toBe('https://kindly.example/og-image.png');
  });
});
