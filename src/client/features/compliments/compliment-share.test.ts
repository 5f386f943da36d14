import { describe, expect, it } from 'vitest';
import { complimentShareContent } from './compliment-share';

describe('complimentShareContent', () => {
  const publicId = '0b7c3a1e-5d2f-4c8a-9e61-3f2a7b9c4d10';
  const content = complimentShareContent(
    { text: 'You light up every room', publicId },
    'https://kindly.example',
    'Kindly',
  );

  it('quotes the compliment together with the site name', () => {
    expect(content.text).toBe('“You light up every room” (a kind word from Kindly)');
    expect(content.title).toBe('A kind word from Kindly');
  });

  it("links to the compliment's own page and its drawn preview", () => {
    expect(content.url).toBe(`https://kindly.example/c/${publicId}`);
    expect(content.imageUrl).toBe(`https://kindly.example/c/${publicId}/card.png`);
  });
});
