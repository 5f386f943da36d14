import { describe, expect, it } from 'vitest';
import { computeAdStatus } from './ad-status';
import { computeCtr } from './ads.service';

const now = new Date('2025-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const live = {
  isActive: true,
  publishedAt: at(-1000),
  expireAt: null,
  viewLimit: null,
  views: 0,
};

describe('computeAdStatus', () => {
  it('follows the spec order: Inactive, Scheduled, Expired, Limit Reached, Active', () => {
    const everything = {
      isActive: false,
      publishedAt: at(1),
      expireAt: at(-1),
      viewLimit: 1,
      views: 1,
    };
    expect(computeAdStatus(everything, now)).toBe('Inactive');
    expect(computeAdStatus({ ...everything, isActive: true }, now)).toBe('Scheduled');
    expect(computeAdStatus({ ...everything, isActive: true, publishedAt: at(-2) }, now)).toBe(
      'Expired',
    );
    expect(
      computeAdStatus({ ...everything, isActive: true, publishedAt: at(-2), expireAt: at(1) }, now),
    ).toBe('Limit Reached');
    expect(computeAdStatus(live, now)).toBe('Active');
  });

  it('is live from publishedAt and dead from expireAt', () => {
    expect(computeAdStatus({ ...live, publishedAt: now }, now)).toBe('Active');
    expect(computeAdStatus({ ...live, publishedAt: at(1) }, now)).toBe('Scheduled');
    expect(computeAdStatus({ ...live, expireAt: at(1) }, now)).toBe('Active');
    expect(computeAdStatus({ ...live, expireAt: now }, now)).toBe('Expired');
  });

  it('reaches its limit when views equal viewLimit', () => {
    expect(computeAdStatus({ ...live, viewLimit: 50, views: 49 }, now)).toBe('Active');
    expect(computeAdStatus({ ...live, viewLimit: 50, views: 50 }, now)).toBe('Limit Reached');
    expect(computeAdStatus({ ...live, viewLimit: 50, views: 51 }, now)).toBe('Limit Reached');
  });
});

describe('computeCtr', () => {
  it('is clicks / views × 100 with 2 decimals, 0.00 without views', () => {
    expect(computeCtr(0, 0)).toBe('0.00');
    expect(computeCtr(5, 0)).toBe('0.00');
    expect(computeCtr(0, 10)).toBe('0.00');
    expect(computeCtr(1, 3)).toBe('33.33');
    expect(computeCtr(2, 3)).toBe('66.67');
    expect(computeCtr(7, 7)).toBe('100.00');
  });
});
