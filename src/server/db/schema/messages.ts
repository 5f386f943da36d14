// Admin messages to a member's inbox, and the outbox of mails (PRODUCT 12, 20).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { compliments } from './compliments';
import { timestamps, tstz } from './columns';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    readAt: tstz(),
    /** For a thanks message: the compliment thanked, the UTC day, and that day's thanks so far. */
    complimentId: integer().references(() => compliments.id, { onDelete: 'cascade' }),
    thanksDay: date({ mode: 'string' }),
    thanksCount: integer(),
    ...timestamps,
  },
  (t) => [
    index('messages_user_id_idx').on(t.userId, t.createdAt),
    index('messages_sender_id_idx').on(t.senderId),
    uniqueIndex('messages_compliment_day_key').on(t.complimentId, t.thanksDay),
    check('messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

export const outbox = pgTable('outbox', {
  id: serial().primaryKey(),
  toAddress: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  sentAt: tstz(),
  error: text(),
  ...timestamps,
});
