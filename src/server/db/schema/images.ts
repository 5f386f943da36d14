// Inspirational images paired with compliments (PRODUCT 19, 23).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { media } from './media';
import { users } from './users';

export const inspirationalImages = pgTable(
  'inspirational_images',
  {
    id: serial().primaryKey(),
    imageUrl: text().notNull(),
    title: text().notNull(),
    category: text().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: tstz().notNull().defaultNow(),
    isActive: boolean().notNull().default(true),
    timesUsed: integer().notNull().default(0),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    ownerName: text(),
    ownerEmail: text(),
    ...timestamps,
  },
  (t) => [
    index('inspirational_images_uploaded_by_id_idx').on(t.uploadedById),
    index('inspirational_images_media_id_idx').on(t.mediaId),
    check('inspirational_images_title_length', sql`char_length(${t.title}) >= 3`),
    check('inspirational_images_category_length', sql`char_length(${t.category}) >= 3`),
    check('inspirational_images_times_used_non_negative', sql`${t.timesUsed} >= 0`),
  ],
);
