// Sponsored ads, targeted by country (PRODUCT 17, 23).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const ads = pgTable(
  'ads',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text().notNull(),
    name: text().notNull(),
    redirectUrl: text().notNull(),
    imageUrlD: text().notNull(),
    imageUrlM: text().notNull(),
    isActive: boolean().notNull().default(false),
    publishedAt: tstz().notNull(),
    expireAt: tstz(),
    viewLimit: integer(),
    /** Counted views per visitor and UTC day; null counts every view (DECISIONS 32). */
    frequencyCap: integer(),
    counties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('ads_category_known', sql`${t.category} in ('HomepageBanner', 'InFeed', 'StickyFooter')`),
    check('ads_name_length', sql`char_length(${t.name}) between 3 and 100`),
    check('ads_view_limit_positive', sql`${t.viewLimit} is null or ${t.viewLimit} >= 1`),
    check('ads_frequency_cap_positive', sql`${t.frequencyCap} is null or ${t.frequencyCap} >= 1`),
    check('ads_views_non_negative', sql`${t.views} >= 0`),
    check('ads_clicks_non_negative', sql`${t.clicks} >= 0`),
    check('ads_redirect_url_http', sql`${t.redirectUrl} ~ '^https?://'`),
  ],
);
