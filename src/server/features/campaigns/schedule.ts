// Ads and promotions run on the same schedule (PRODUCT 17, 18): switched on by an admin, live
// from publishedAt (the first live instant) until expireAt (the first dead one). The status an
// admin sees and the WHERE clauses that decide what a visitor gets are written here once, so
// the two cannot drift apart.
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

export interface Schedule {
  isActive: boolean;
  publishedAt: Date;
  /** Null runs for ever (ads may have no end; promotions always have one). */
  expireAt: Date | null;
}

export type ScheduleStatus = 'Inactive' | 'Scheduled' | 'Expired' | 'Active';

/** The statuses in PRODUCT's order: each one wins over those after it. */
export function scheduleStatus(item: Schedule, now: Date): ScheduleStatus {
  if (!item.isActive) return 'Inactive';
  if (now < item.publishedAt) return 'Scheduled';
  if (isExpired(item, now)) return 'Expired';
  return 'Active';
}

export const isExpired = (item: Pick<Schedule, 'expireAt'>, now: Date): boolean =>
  item.expireAt !== null && item.expireAt <= now;

/** The columns a campaign's table names the same way, whichever campaign it holds. */
export type CampaignTable = PgTable & {
  id: AnyPgColumn;
  isActive: AnyPgColumn;
  publishedAt: AnyPgColumn;
  expireAt: AnyPgColumn;
  views: AnyPgColumn;
};

/**
 * Switched on and published: what a visitor may have been shown, so its link still leads on
 * after it expires or an ad reaches its limit in a cached page.
 */
export function publicAt(table: CampaignTable, now: Date): SQL {
  return and(eq(table.isActive, true), lte(table.publishedAt, now))!;
}

/** The same rule as scheduleStatus === 'Active', for WHERE clauses. */
export function liveAt(table: CampaignTable, now: Date): SQL {
  return and(publicAt(table, now), or(isNull(table.expireAt), gt(table.expireAt, now)))!;
}
