// A member's suspension as the actions it forbids see it (PRODUCT 21): submitting, thanking and
// reporting answer 403 while one is in force. Admins suspend and lift in moderation.
import { eq } from 'drizzle-orm';
import { PSEUDO_LOCALE, type PageLocale } from '../../../../contract/i18n/locales';
import { MODERATION_MESSAGES, type Suspension } from '../../../../contract/moderation';
import { MODERATION_TEXTS } from '../../../../contract/moderation-messages';
import type { AppContext } from '../../../context';
import { toDate, type DbOrTx } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { HttpError } from '../../../http-error';

export interface SuspensionRow {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
}

/** The suspension in force at `now`, or null. */
export function activeSuspension(row: SuspensionRow, now: Date): Suspension | null {
  if (!row.suspendedAt) return null;
  if (row.suspendedUntil && row.suspendedUntil.getTime() <= now.getTime()) return null;
  return {
    suspendedAt: row.suspendedAt.toISOString(),
    until: row.suspendedUntil ? row.suspendedUntil.toISOString() : null,
    reason: row.suspensionReason ?? '',
  };
}

/**
 * A member's suspension columns, undefined when there is no such member. With `lock` the row
 * stays locked until the transaction ends, so decisions on one member's suspension run one after
 * another.
 */
export async function readSuspension(
  db: DbOrTx,
  userId: number,
  lock = false,
): Promise<SuspensionRow | undefined> {
  const query = db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedUntil: users.suspendedUntil,
      suspensionReason: users.suspensionReason,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * The date in the 403 a suspended member gets, in UTC: "2026-11-24 20:31 UTC" in English, and as
 * each other language writes a date and time.
 */
const suspensionDate =
  (until: Date) =>
  (locale: PageLocale): string =>
    locale === 'en' || locale === PSEUDO_LOCALE
      ? `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      : `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(until)} UTC`;

/**
 * Refuses, with 403, a suspended member's submission, thank or report. The database decides,
 * at the injected clock's time, so an expired suspension stops counting at once on every instance.
 */
export async function assertNotSuspended(ctx: AppContext, userId: number): Promise<void> {
  const row = await readSuspension(ctx.db, userId);
  if (row) assertNoActiveSuspension(row, ctx.now());
}

/** The 403 a member suspended at `now` gets for submitting, thanking or reporting. */
function assertNoActiveSuspension(row: SuspensionRow, now: Date): void {
  const suspension = activeSuspension(row, now);
  if (!suspension) return;
  if (!suspension.until) throw new HttpError(403, MODERATION_MESSAGES.suspendedIndefinitely);
  throw HttpError.templated(403, {
    text: MODERATION_TEXTS.suspendedUntil,
    values: { date: suspensionDate(new Date(suspension.until)) },
  });
}

/** A member's suspension columns as a raw statement answers them (the thank's, the submission's). */
export interface RawSuspensionColumns {
  suspended_at: Date | string | null;
  suspended_until: Date | string | null;
  suspension_reason: string | null;
}

const orNull = (value: Date | string | null) => (value === null ? null : toDate(value));

/** assertNoActiveSuspension for the columns of a raw statement's row. */
export function assertRawNotSuspended(row: RawSuspensionColumns, now: Date): void {
  assertNoActiveSuspension(
    {
      suspendedAt: orNull(row.suspended_at),
      suspendedUntil: orNull(row.suspended_until),
      suspensionReason: row.suspension_reason,
    },
    now,
  );
}
