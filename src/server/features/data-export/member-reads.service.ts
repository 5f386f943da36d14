// The reads of "Download my data" (PRODUCT 11.5, DECISIONS 58): every row that holds the member's
// id, read in the export's one transaction. Other members are named by nothing here.
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_MESSAGES } from '../../../contract/data-export-messages';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  badges,
  compliments,
  deliveries,
  emailConfirmations,
  messages,
  passkeys,
  pushSubscriptions,
  reports,
  sessions,
  thanks,
  users,
} from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { findAccountSessions } from '../identity/sessions/account-sessions.service';
import { receivedCompliments } from '../compliments/compliment-stats.service';
import { passkeysForExport } from '../identity/passkeys/passkeys.service';
import { pushDevicesForExport } from '../push/push.service';

async function readAccount(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, DATA_EXPORT_MESSAGES.failed);
  return user;
}

/** The address the member asked to change to, while its link is still waiting (PRODUCT 11.3). */
async function readPendingEmail(tx: Tx, userId: number, now: Date) {
  const [row] = await tx
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
        ne(emailConfirmations.email, users.email),
      ),
    )
    .orderBy(desc(emailConfirmations.createdAt), desc(emailConfirmations.id))
    .limit(1);
  return row?.email ?? null;
}

async function readCompliments(tx: Tx, userId: number) {
  return tx
    .select({
      id: compliments.id,
      publicId: compliments.publicId,
      text: compliments.text,
      language: compliments.language,
      createdAt: compliments.createdAt,
      isVisible: compliments.isVisible,
      hiddenReason: compliments.hiddenReason,
      reviewState: compliments.reviewState,
      submitKarma: compliments.submitKarma,
      karmaReclaimedAt: compliments.karmaReclaimedAt,
      seenCount: sql<number>`coalesce((select c.seen_count from compliment_seen_counts c
        where c.compliment_id = ${compliments.id}), 0)`.mapWith(Number),
      thanksCount: sql<number>`(select count(*) from thanks t
        where t.compliment_id = ${compliments.id})`.mapWith(Number),
    })
    .from(compliments)
    .where(eq(compliments.authorId, userId))
    .orderBy(asc(compliments.createdAt), asc(compliments.id));
}

async function readReceived(tx: Tx, userId: number) {
  const received = receivedCompliments(tx, userId);
  return tx
    .select({ text: compliments.text, receivedAt: received.receivedAt })
    .from(received)
    .innerJoin(compliments, eq(compliments.id, received.complimentId))
    .orderBy(asc(received.receivedAt), asc(compliments.id));
}

async function readThanksGiven(tx: Tx, userId: number) {
  return tx
    .select({ complimentText: compliments.text, thankedAt: thanks.createdAt })
    .from(thanks)
    .innerJoin(compliments, eq(compliments.id, thanks.complimentId))
    .where(eq(thanks.thankerId, userId))
    .orderBy(asc(thanks.createdAt), asc(thanks.id));
}

async function readThanksReceived(tx: Tx, userId: number) {
  return tx
    .select({
      complimentId: compliments.id,
      complimentText: compliments.text,
      thankedAt: thanks.createdAt,
    })
    .from(thanks)
    .innerJoin(compliments, eq(compliments.id, thanks.complimentId))
    .where(eq(compliments.authorId, userId))
    .orderBy(asc(thanks.createdAt), asc(thanks.id));
}

async function readBadges(tx: Tx, userId: number) {
  return tx
    .select({
      id: badges.publicId,
      type: badges.type,
      level: badges.level,
      earnedAt: badges.earnedAt,
      sharedAt: badges.sharedAt,
      sharedCount: badges.sharedCount,
    })
    .from(badges)
    .where(eq(badges.userId, userId))
    .orderBy(asc(badges.earnedAt), asc(badges.id));
}

async function readInbox(tx: Tx, userId: number) {
  return tx
    .select({
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
      thanksDay: messages.thanksDay,
      thanksCount: messages.thanksCount,
    })
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

async function readReports(tx: Tx, userId: number) {
  return tx
    .select({
      complimentText: compliments.text,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .innerJoin(compliments, eq(compliments.id, reports.complimentId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
}

/** What every read of the export is given. */
export interface ExportScope {
  ctx: AppContext;
  tx: Tx;
  userId: number;
  currentSessionId: string | null;
  now: Date;
}

/** A read of the member's rows: the columns holding the member's id it finds them by, and how. */
interface MemberRead {
  columns: AnyPgColumn[];
  read: (scope: ExportScope) => Promise<unknown>;
}

/**
 * Every read of the export, each run by readAll for every archive. Their columns, with those the
 * account deletion empties or keeps, are what the member-data check reads (DECISIONS 70): a new
 * column holding a member's id is read here, or decided on there.
 */
export const MEMBER_READS = {
  account: { columns: [users.id], read: ({ tx, userId }) => readAccount(tx, userId) },
  pendingEmail: {
    columns: [emailConfirmations.userId],
    read: ({ tx, userId, now }) => readPendingEmail(tx, userId, now),
  },
  submitted: {
    columns: [compliments.authorId],
    read: ({ tx, userId }) => readCompliments(tx, userId),
  },
  shown: { columns: [deliveries.receiverId], read: ({ tx, userId }) => readReceived(tx, userId) },
  given: { columns: [thanks.thankerId], read: ({ tx, userId }) => readThanksGiven(tx, userId) },
  received: {
    columns: [compliments.authorId],
    read: ({ tx, userId }) => readThanksReceived(tx, userId),
  },
  earned: { columns: [badges.userId], read: ({ tx, userId }) => readBadges(tx, userId) },
  inbox: { columns: [messages.userId], read: ({ tx, userId }) => readInbox(tx, userId) },
  filed: { columns: [reports.reporterId], read: ({ tx, userId }) => readReports(tx, userId) },
  sessionList: {
    columns: [sessions.userId],
    read: ({ ctx, tx, userId, currentSessionId }) =>
      findAccountSessions(ctx, userId, currentSessionId, tx),
  },
  passkeyList: {
    columns: [passkeys.userId],
    read: ({ tx, userId }) => passkeysForExport(tx, userId),
  },
  pushDeviceList: {
    columns: [pushSubscriptions.userId],
    read: ({ tx, userId }) => pushDevicesForExport(tx, userId),
  },
} satisfies Record<string, MemberRead>;

type MemberRows = {
  [name in keyof typeof MEMBER_READS]: Awaited<ReturnType<(typeof MEMBER_READS)[name]['read']>>;
};

/** Runs every read of MEMBER_READS. */
export async function readAll(scope: ExportScope): Promise<MemberRows> {
  const rows: Record<string, unknown> = {};
  // One after another: the reads share the transaction's one connection.
  for (const [name, { read }] of Object.entries(MEMBER_READS)) rows[name] = await read(scope);
  return rows as MemberRows;
}
