// Accounts and their server-side sessions and reset tokens (PRODUCT 11, 23).
import { sql } from 'drizzle-orm';
import {
  bigint,
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
    /**
     * The language the member chose (PRODUCT 29): pages, the server's answers and mails to them
     * follow it on every device. null: never chosen; mails then go in English.
     */
    locale: text(),
    /**
     * When the member followed a mailed confirmation link (DECISIONS 57); null: not yet. Accounts
     * made before confirmation existed were set to their creation time.
     */
    emailConfirmedAt: tstz(),
    /** When the member last downloaded their data (one export a day). */
    lastExportAt: tstz(),
    /**
     * The time-based one-time password secret, sealed under a key of ENCRYPTION_KEYS whose id it
     * carries (two-factor/sealing.ts, DECISIONS 67); set while two-factor sign-in is being set up
     * or is on.
     */
    twoFactorSecret: text(),
    /** When two-factor sign-in was turned on; null: off (a secret without it is a set-up in progress). */
    twoFactorEnabledAt: tstz(),
    /**
     * The time step (Unix seconds / 30) of the last one-time code accepted, so each code opens
     * the account once (DECISIONS 60); null: none yet.
     */
    twoFactorLastStep: integer(),
    /**
     * When the account was deleted or anonymised. The row stays, emptied of everything that names
     * the member, so thanks, badges and logs elsewhere keep their counts and entries.
     */
    deletedAt: tstz(),
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
    /** The browser's User-Agent at log-in, cut to 512 characters, for the member's sessions list. */
    userAgent: text(),
    /** When a request last used the session, to the hour (the rolling expiry's refresh). */
    lastUsedAt: tstz().notNull().defaultNow(),
    /**
     * Whether the session was opened, or later confirmed, with a second factor (a one-time code,
     * a recovery code or a passkey): admin routes ask for it under ADMIN_TWO_FACTOR=required.
     */
    secondFactor: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Mailed links that confirm an address: the account's own at registration, or a new one the member
 * asked to change to (PRODUCT 11.3). Only the SHA-256 of the link's token is stored.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: tstz().notNull(),
    usedAt: tstz(),
    /** The account's address when a change to `email` was asked; null for the account's own. */
    previousEmail: text(),
    /**
     * SHA-256 of the token in the notice mailed to `previousEmail`, whose link cancels the change
     * (or takes it back once confirmed) and ends the account's sessions.
     */
    cancelTokenHash: text().unique(),
    /** Until when the notice's link works. */
    cancelExpiresAt: tstz(),
    /** When the notice's link was followed. */
    cancelledAt: tstz(),
    ...timestamps,
  },
  (t) => [index('email_confirmations_user_id_idx').on(t.userId)],
);

/** Single-use recovery codes for two-factor sign-in, stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    /** The id of the key the code was hashed under (ENCRYPTION_KEYS); null: the SESSION_SECRET one. */
    keyId: text(),
    usedAt: tstz(),
    ...timestamps,
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
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

/**
 * A member's passkeys (WebAuthn credentials, PRODUCT 11.8): the public key and what the
 * authenticator said of itself. Nothing here is secret; the private key never leaves the device.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text().notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The signature counter last seen (0 for authenticators that keep none). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    /** The transports the browser reported, comma-separated (internal, hybrid, usb, ...). */
    transports: text(),
    /** `singleDevice` or `multiDevice` (synced). */
    deviceType: text().notNull(),
    backedUp: boolean().notNull().default(false),
    /** The member's name for it. */
    name: text().notNull(),
    lastUsedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    index('passkeys_user_id_idx').on(t.userId),
    check('passkeys_name_length', sql`char_length(${t.name}) between 1 and 64`),
  ],
);

/**
 * Single-use WebAuthn challenges: the browser holds a random handle in a cookie, this table its
 * SHA-256, the challenge and whom it is for (null while signing in: the passkey names the member).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text().primaryKey(),
    challenge: text().notNull(),
    /** `register`, `sign-in` or `confirm` (a signed-in member proving it is them again). */
    purpose: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: tstz().notNull(),
    ...timestamps,
  },
  (t) => [
    index('passkey_challenges_user_id_idx').on(t.userId),
    index('passkey_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
