// Trust and safety (PRODUCT 21): members' reports, the admins' watched words, and the
// append-only moderation log. A trigger in the migrations refuses UPDATE and DELETE of the log.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { compliments } from './compliments';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    complimentId: integer()
      .notNull()
      .references(() => compliments.id, { onDelete: 'cascade' }),
    /** Null once the reporter's account is deleted: the report stays, linked to no one. */
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** unkind | personal_info | spam | other */
    reason: text().notNull(),
    note: text(),
    /** What this report counted towards the hiding threshold, fixed when it was made. */
    weight: smallint().notNull(),
    /** open | unfounded (the compliment was restored) | upheld (it was removed) */
    status: text().notNull().default('open'),
    resolvedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reports_compliment_reporter_key').on(t.complimentId, t.reporterId),
    index('reports_reporter_id_idx').on(t.reporterId, t.complimentId),
    check('reports_note_length', sql`char_length(${t.note}) <= 200`),
  ],
);

export const watchedWords = pgTable(
  'watched_words',
  {
    id: serial().primaryKey(),
    phrase: text().notNull(),
    /** block | hold | flag */
    action: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('watched_words_phrase_lower_key').on(sql`lower(${t.phrase})`),
    check('watched_words_phrase_length', sql`char_length(${t.phrase}) between 1 and 100`),
  ],
);

export const moderationLog = pgTable(
  'moderation_log',
  {
    id: serial().primaryKey(),
    /** No foreign keys: rows outlive the accounts and compliments they name. */
    adminId: integer().notNull(),
    action: text().notNull(),
    complimentId: integer(),
    userId: integer(),
    reason: text(),
    summary: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('moderation_log_created_at_idx').on(t.createdAt)],
);
