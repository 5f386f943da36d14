// Badges: one row per level earned (PRODUCT 15).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { users } from './users';

export const badges = pgTable(
  'badges',
  {
    id: serial().primaryKey(),
    /** The id every answer and link uses: random, so badges cannot be stepped through (SECURITY C8). */
    publicId: uuid().notNull().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    level: integer().notNull(),
    earnedAt: tstz().notNull().defaultNow(),
    sharedCount: integer().notNull().default(0),
    /** When the owner first shared it; its public card answers only from then on. */
    sharedAt: tstz(),
    /** When the owner saw its celebration; null: still to be celebrated, once. */
    celebratedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('badges_public_id_key').on(t.publicId),
    uniqueIndex('badges_user_type_level_key').on(t.userId, t.type, t.level),
    index('badges_user_id_idx').on(t.userId),
    check('badges_level_positive', sql`${t.level} >= 1`),
    check('badges_shared_count_non_negative', sql`${t.sharedCount} >= 0`),
  ],
);
