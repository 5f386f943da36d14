// Badges: one row per level earned (DESIGN §3 badges).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { users } from './users';

export const badges = pgTable(
  'badges',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    level: integer().notNull(),
    earnedAt: tstz().notNull().defaultNow(),
    sharedCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('badges_user_type_level_key').on(t.userId, t.type, t.level),
    index('badges_user_id_idx').on(t.userId),
    check('badges_level_positive', sql`${t.level} >= 1`),
    check('badges_shared_count_non_negative', sql`${t.sharedCount} >= 0`),
  ],
);
