import { describe, expect, it } from 'vitest';
import { badgeShareContent } from './badge-share';

describe('badgeShareContent', () => {
  const badge = {
    id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    info: { name: 'Kind Words', tier: 'Silver', description: 'Submitted 10 compliments' },
  } as const;

  it('links to the site root with the badge public id', () => {
    expect(badgeShareContent(badge, 'https://kindly.example', 'Kindly').url).toBe(
      'https://kindly.example/?badge=5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
    );
  });

  it('says which badge, which level and what it was earned for', () => {
    expect(badgeShareContent(badge, 'https://kindly.example', 'Kindly').text).toBe(
      'I earned the Kind Words badge (Silver) on Kindly: Submitted 10 compliments',
    );
  });

  it('points at the share picture of the same site', () => {
    expect(badgeShareContent(badge, 'http://127.0.0.1:3000', 'Kindly').imageUrl).toBe(
      'http://127.0.0.1:3000/og-image.png',
    );
  });
});
