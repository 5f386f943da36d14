// Web Push subscriptions (PRODUCT 11.9, DECISIONS 76): one row per device that asked for
// notifications, tied to the sign-in that subscribed it.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';
import { sessions, users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    /** Random and url-safe: what the API calls the device's `id`. */
    publicId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The sign-in that subscribed the device: ending it (log out, "end all other sessions", a
     * password change) ends its notifications too, so a shared computer stops getting them.
     */
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (RFC 8030); a capability, never shown to others. */
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** "Chrome on Android": from the User-Agent that subscribed it. */
    label: text().notNull(),
    /** IANA time zone the device reported, for the daily hour and quiet hours. */
    timeZone: text().notNull(),
    daily: boolean().notNull().default(false),
    /** The local hour (0..23) of the daily compliment. */
    dailyHour: smallint().notNull().default(9),
    thanks: boolean().notNull().default(true),
    badges: boolean().notNull().default(true),
    /** Local hours without notifications, from start up to end; both or neither. */
    quietStart: smallint(),
    quietEnd: smallint(),
    /** The local date the daily compliment was last claimed for, so each day sends it once. */
    dailySentOn: date({ mode: 'string' }),
    lastSentAt: tstz(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('push_subscriptions_user_id_idx').on(t.userId),
    index('push_subscriptions_daily_hour_idx')
      .on(t.dailyHour)
      .where(sql`${t.daily}`),
    check('push_subscriptions_daily_hour_range', sql`${t.dailyHour} between 0 and 23`),
    check(
      'push_subscriptions_quiet_hours',
      sql`(${t.quietStart} is null and ${t.quietEnd} is null) or (${t.quietStart} between 0 and 23 and ${t.quietEnd} between 0 and 23 and ${t.quietStart} <> ${t.quietEnd})`,
    ),
  ],
);
