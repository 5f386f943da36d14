// Compliments, who received them (deliveries) and who thanked for them (PRODUCT 13).
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamps, tstz } from './columns';
import { inspirationalImages } from './images';
import { users } from './users';

export const compliments = pgTable(
  'compliments',
  {
    id: serial().primaryKey(),
    text: text().notNull(),
    /** The language it is written in (PRODUCT 29): one of contract/i18n/locales.ts LOCALES. */
    language: text().notNull().default('en'),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The member it was last delivered to; per-member history lives in deliveries. */
    receiverId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The member who thanked last; per-member thanks live in thanks. */
    thankerId: integer().references(() => users.id, { onDelete: 'set null' }),
    thankedAt: tstz(),
    isVisible: boolean().notNull().default(true),
    /** Why isVisible is false: reports | held | removed | admin | suspended (null: not hidden by moderation). */
    hiddenReason: text(),
    /** Why the submission went to review: watched_word_hold | watched_word_flag | negative_tone | new_member. */
    heldReason: text(),
    /** The watched word that matched, for the queue. */
    heldDetail: text(),
    /** null: never queued; pending | restored | removed. */
    reviewState: text(),
    /** Karma the submission earned, taken back with the thank karma when it is removed. */
    submitKarma: integer().notNull().default(0),
    karmaReclaimedAt: tstz(),
    /** The id of its share page (/c/:publicId): random, so compliments cannot be stepped through. */
    publicId: uuid().notNull().defaultRandom(),
    ...timestamps,
  },
  (t) => [
    index('compliments_author_id_idx').on(t.authorId, t.createdAt),
    index('compliments_language_idx').on(t.language),
    index('compliments_receiver_id_idx').on(t.receiverId),
    index('compliments_thanker_id_idx').on(t.thankerId),
    uniqueIndex('compliments_public_id_key').on(t.publicId),
    uniqueIndex('compliments_text_lower_key')
      .on(sql`lower(${t.text})`)
      .where(sql`${t.isVisible}`),
    index('compliments_review_state_idx')
      .on(t.reviewState, t.createdAt)
      .where(sql`${t.reviewState} is not null`),
    check('compliments_text_length', sql`char_length(${t.text}) between 10 and 200`),
  ],
);

// How often each compliment was handed out, kept apart from its row: the batched counts of every
// pick then rewrite only this narrow table, and the compliments' pages stay clean and all-visible
// for the pick's reads and the deliveries' lookups (DECISIONS 42). A compliment never seen has no
// row. No foreign key: its check would lock the compliment's row on a first count (DECISIONS 40);
// the product deletes no compliment, and the tests' deleteCompliment removes the count with it.
export const complimentSeenCounts = pgTable(
  'compliment_seen_counts',
  {
    complimentId: integer().primaryKey(),
    seenCount: integer().notNull().default(0),
  },
  (t) => [check('compliment_seen_counts_non_negative', sql`${t.seenCount} >= 0`)],
);

// No foreign keys and no index by compliment: their per-row checks, row locks and index entries
// were the largest part of a member's random pick. Nothing in the product deletes a compliment or
// looks its deliveries up, and every reader joins them to compliments (DECISIONS 40).
export const deliveries = pgTable(
  'deliveries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    receiverId: integer().notNull(),
    complimentId: integer().notNull(),
    ...timestamps,
  },
  (t) => [index('deliveries_receiver_id_idx').on(t.receiverId, t.createdAt)],
);

export const thanks = pgTable(
  'thanks',
  {
    id: serial().primaryKey(),
    complimentId: integer()
      .notNull()
      .references(() => compliments.id, { onDelete: 'cascade' }),
    thankerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('thanks_compliment_thanker_key').on(t.complimentId, t.thankerId),
    index('thanks_thanker_id_idx').on(t.thankerId),
  ],
);

/** A compliment's share preview (1200×630 PNG over its image), drawn once and kept (PRODUCT 13). */
export const complimentCards = pgTable('compliment_cards', {
  complimentId: integer()
    .primaryKey()
    .references(() => compliments.id, { onDelete: 'cascade' }),
  /** The image it was drawn over; when that image leaves the active set the card is drawn again. */
  imageId: integer().references(() => inspirationalImages.id, { onDelete: 'set null' }),
  png: bytea().notNull(),
  createdAt: timestamps.createdAt,
});
