// Ad and promotion counts by day (DECISIONS 32): each counted view, click or claim adds one to its
// day's row in the same transaction as the running total on `ads` or `promotions`, so the totals
// are always the sum of the days. A view token is spent once, and a frequency cap is kept per
// visitor and day, both in rows every instance shares.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ads } from './ads';
import { tstz } from './columns';
import { promotions } from './promotions';

/** The day (UTC), the placement and the visitor's country, or ZZ when it is not known. */
const dayCell = () => ({
  day: date({ mode: 'string' }).notNull(),
  placement: text().notNull(),
  country: text().notNull(),
  views: integer().notNull().default(0),
});

export const adDailyCounts = pgTable(
  'ad_daily_counts',
  {
    campaignId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    ...dayCell(),
    clicks: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day, t.placement, t.country] }),
    check(
      'ad_daily_counts_placement_known',
      sql`${t.placement} in ('HomepageBanner', 'InFeed', 'StickyFooter')`,
    ),
    check('ad_daily_counts_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('ad_daily_counts_non_negative', sql`${t.views} >= 0 and ${t.clicks} >= 0`),
  ],
);

export const promotionDailyCounts = pgTable(
  'promotion_daily_counts',
  {
    campaignId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    ...dayCell(),
    claims: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day, t.placement, t.country] }),
    check('promotion_daily_counts_placement_known', sql`${t.placement} = 'gift'`),
    check('promotion_daily_counts_country_code', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('promotion_daily_counts_non_negative', sql`${t.views} >= 0 and ${t.claims} >= 0`),
  ],
);

/**
 * View tokens already spent on a view, a click or a claim, kept until the token could no longer
 * be accepted anyway; the key is a SHA-256 of the use and the token.
 */
export const spentViewTokens = pgTable(
  'spent_view_tokens',
  {
    tokenHash: text().primaryKey(),
    expiresAt: tstz().notNull(),
  },
  (t) => [index('spent_view_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Counted views of a capped ad per visitor (a keyed digest, never the address) and UTC day. */
export const adVisitorDays = pgTable(
  'ad_visitor_days',
  {
    adId: uuid()
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    visitor: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    views: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.visitor, t.day] }),
    index('ad_visitor_days_day_idx').on(t.day),
  ],
);
