// Promotional offers, targeted by country (PRODUCT 18, 23).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const promotions = pgTable(
  'promotions',
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceProviderName: text().notNull(),
    discountTitle: text().notNull(),
    discountDescription: text().notNull(),
    discountCode: text().notNull(),
    websiteUrl: text().notNull(),
    isActive: boolean().notNull().default(true),
    publishedAt: tstz().notNull(),
    expireAt: tstz().notNull(),
    counties: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: integer().notNull().default(0),
    claims: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'promotions_provider_length',
      sql`char_length(${t.serviceProviderName}) between 2 and 100`,
    ),
    check('promotions_title_length', sql`char_length(${t.discountTitle}) between 5 and 150`),
    check(
      'promotions_description_length',
      sql`char_length(${t.discountDescription}) between 10 and 500`,
    ),
    check('promotions_code_length', sql`char_length(${t.discountCode}) between 3 and 50`),
    check('promotions_expiry_after_publication', sql`${t.expireAt} > ${t.publishedAt}`),
    check('promotions_views_non_negative', sql`${t.views} >= 0`),
    check('promotions_claims_non_negative', sql`${t.claims} >= 0`),
    check('promotions_website_url_http', sql`${t.websiteUrl} ~ '^https?://'`),
  ],
);
