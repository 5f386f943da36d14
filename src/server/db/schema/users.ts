// Accounts and their server-side sessions and reset tokens (PRODUCT 11, 23).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Shown in the navigation and greeting; the email until the member chooses one. */
    username: text().notNull(),
    /** When the member chose a username; null: never, and public pages show "A Kindly member". */
    usernameChosenAt: tstz(),
    /**
     * The chosen username's look-alike key (username-skeleton.ts), null while the username is the
     * email; unique, so two members cannot hold names that read alike, even choosing at once.
     */
    usernameSkeleton: text(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    karmaPoints: integer().notNull().default(0),
    isAdmin: boolean().notNull().default(false),
    lastLogin: tstz(),
    lastActiveAt: tstz(),
    /** Set while suspended; suspendedUntil null then means until lifted. */
    suspendedAt: tstz(),
    suspendedUntil: tstz(),
    suspensionReason: text(),
    /** Opted in to the weekly email digest of thanks received. */
    weeklyDigest: boolean().notNull().default(false),
    digestSentAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_key').on(t.usernameSkeleton),
    // The chosen names still waiting for their key, which start-up fills in.
    index('users_username_skeleton_missing_idx')
      .on(t.id)
      .where(sql`${t.usernameSkeleton} is null and position('@' in ${t.username}) = 0`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_username_length', sql`char_length(${t.username}) between 2 and 254`),
    check('users_email_length', sql`char_length(${t.email}) between 3 and 254`),
    check('users_karma_non_negative', sql`${t.karmaPoints} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token, hex; the token itself is never stored. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    absoluteExpiresAt: tstz().notNull(),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    ...timestamps,
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);
