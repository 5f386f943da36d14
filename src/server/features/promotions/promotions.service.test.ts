import { describe, expect, it } from 'vitest';
import { computePromotionStatus } from './promotions.service';

const now = new Date('2025-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('computePromotionStatus', () => {
  const live = { isActive: true, publishedAt: at(-1000), expireAt: at(1000) };

  it('is Inactive first, then Scheduled, Expired, Active', () => {
    expect(computePromotionStatus({ ...live, isActive: false, expireAt: at(-1) }, now)).toBe(
      'Inactive',
    );
    expect(computePromotionStatus({ ...live, publishedAt: at(1) }, now)).toBe('Scheduled');
    expect(computePromotionStatus({ ...live, expireAt: at(-1) }, now)).toBe('Expired');
    expect(computePromotionStatus(live, now)).toBe('Active');
  });

  it('is live from publishedAt and expired from expireAt', () => {
    expect(computePromotionStatus({ ...live, publishedAt: now }, now)).toBe('Active');
    expect(computePromotionStatus({ ...live, expireAt: now }, now)).toBe('Expired');
    expect(computePromotionStatus({ ...live, expireAt: at(1) }, now)).toBe('Active');
  });
});
