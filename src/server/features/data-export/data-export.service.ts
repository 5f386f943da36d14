// "Download my data" (PRODUCT 11.5, DECISIONS 58): everything Kindly holds about the member, read
// in one transaction and zipped in memory as JSON files. Other members appear in it by no name at
// all, never by email (SECURITY C11). One export a day, claimed on users.lastExportAt.
import { strToU8, zipSync } from 'fflate';
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { KARMA } from '../../../contract/constants';
import { DATA_EXPORT_MESSAGES } from '../../../contract/data-export-messages';
import { thanksMessageText } from '../../../contract/inbox';
import type { AppContext } from '../../context';
import { toDate, type Tx } from '../../db/client';
import {
  badges,
  compliments,
  emailConfirmations,
  messages,
  reports,
  thanks,
  users,
} from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { findAccountSessions } from '../account-sessions/account-sessions.service';
import { publicName } from '../auth/public-name';
import { receivedCompliments } from '../compliments/compliment-stats.service';
import { passkeysForExport } from '../passkeys/passkeys.service';

/** One export per member in this window. */
const EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

const README = `Your data from Kindly
=====================

This archive holds everything Kindly keeps about your account, as JSON files (UTF-8).
Times are in UTC (ISO 8601). Other members never appear by their email address; where a
compliment or a thank involves someone else, that person is not named at all.

account.json          Your account: email (and an address you asked to change to, while its
                      link waits), username, when you joined, confirmed your address and
                      last logged in, your karma, role, any suspension, and whether two-factor
                      sign-in is on. Your password and two-factor secret are stored only as a hash
                      and a sealed secret, and are not included.
compliments.json      The compliments you submitted, with their status: visible, hidden (and why:
                      reports, held, removed, admin or suspended) or pending review, and how often
                      each was seen and thanked.
compliments-received.json
                      The compliments Kindly showed you, and when last (those since hidden by
                      moderation are left out, as they are from your Received tab).
thanks-given.json     The compliments you thanked, and when.
thanks-received.json  The thanks your compliments received, and when (not who gave them).
karma.json            Your karma now, and what each of your compliments and thanks earned, as far
                      as Kindly stores it (points taken back by moderation are marked).
badges.json           Your badges, when you earned them, and whether and how often you shared them.
inbox.json            The messages in your inbox: thanks notices and messages from the Kindly team.
reports.json          The reports you filed: the compliment's text, your reason and note, and the
                      report's status (open, unfounded or upheld).
digest.json           Your weekly email digest setting and when the last digest was sent.
sessions.json         Where your account is signed in: browser, system, when each session started
                      and was last used (to the hour).
passkeys.json         Your passkeys: the name you gave each, when you added it and last used it,
                      whether it is synced, and how your browser reached it. Their keys are not
                      included.
`;

interface ExportFiles {
  account: unknown;
  compliments: unknown;
  complimentsReceived: unknown;
  thanksGiven: unknown;
  thanksReceived: unknown;
  karma: unknown;
  badges: unknown;
  inbox: unknown;
  reports: unknown;
  digest: unknown;
  sessions: unknown;
  passkeys: unknown;
}

/**
 * Claims today's export for the member: answers false when one was made in the last 24 hours. One
 * conditional update, so two requests at once cannot both pass.
 */
async function claimExport(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - EXPORT_INTERVAL_MS);
  const claimed = await tx
    .update(users)
    .set({ lastExportAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.lastExportAt), lte(users.lastExportAt, cutoff))),
    )
    .returning({ id: users.id });
  return claimed.length > 0;
}

async function secondsUntilNextExport(ctx: AppContext, userId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ lastExportAt: users.lastExportAt })
    .from(users)
    .where(eq(users.id, userId));
  const last = row?.lastExportAt?.getTime() ?? ctx.now().getTime();
  const wait = last + EXPORT_INTERVAL_MS - ctx.now().getTime();
  return Math.max(1, Math.ceil(wait / 1000));
}

async function readAccount(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, DATA_EXPORT_MESSAGES.failed);
  return user;
}

/** The address the member asked to change to, while its link is still waiting (PRODUCT 11.3). */
async function readPendingEmail(tx: Tx, userId: number, email: string, now: Date) {
  const [row] = await tx
    .select({ email: emailConfirmations.email })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
        ne(emailConfirmations.email, email),
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

function complimentStatus(row: { isVisible: boolean; reviewState: string | null }) {
  if (row.reviewState === 'pending') return 'pending_review';
  return row.isVisible ? 'visible' : 'hidden';
}

async function collect(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  currentSessionId: string | null,
): Promise<ExportFiles> {
  const user = await readAccount(tx, userId);
  const pendingEmail = await readPendingEmail(tx, userId, user.email, ctx.now());
  const submitted = await readCompliments(tx, userId);
  const shown = await readReceived(tx, userId);
  const given = await readThanksGiven(tx, userId);
  const received = await readThanksReceived(tx, userId);
  const earned = await readBadges(tx, userId);
  const inbox = await readInbox(tx, userId);
  const filed = await readReports(tx, userId);
  const sessionList = await findAccountSessions(ctx, userId, currentSessionId, tx);
  const passkeyList = await passkeysForExport(tx, userId);
  const today = ctx.now().toISOString().slice(0, 10);

  return {
    account: {
      id: user.id,
      email: user.email,
      pendingEmail,
      username: user.username,
      usernameChosenAt: iso(user.usernameChosenAt),
      publicName: publicName(user),
      createdAt: iso(user.createdAt),
      emailConfirmedAt: iso(user.emailConfirmedAt),
      lastLogin: iso(user.lastLogin),
      lastActiveAt: iso(user.lastActiveAt),
      karmaPoints: user.karmaPoints,
      isAdmin: user.isAdmin,
      suspendedAt: iso(user.suspendedAt),
      suspendedUntil: iso(user.suspendedUntil),
      suspensionReason: user.suspensionReason,
      twoFactorEnabled: user.twoFactorEnabledAt !== null,
      twoFactorEnabledAt: iso(user.twoFactorEnabledAt),
      lastExportAt: iso(user.lastExportAt),
    },
    compliments: submitted.map((row) => ({
      id: row.publicId,
      text: row.text,
      createdAt: iso(row.createdAt),
      status: complimentStatus(row),
      hiddenReason: row.isVisible ? null : row.hiddenReason,
      seenCount: row.seenCount,
      thanksCount: row.thanksCount,
    })),
    complimentsReceived: shown.map((row) => ({
      text: row.text,
      lastReceivedAt: toDate(row.receivedAt).toISOString(),
    })),
    thanksGiven: given.map((row) => ({
      complimentText: row.complimentText,
      thankedAt: iso(row.thankedAt),
    })),
    thanksReceived: received.map((row) => ({
      complimentText: row.complimentText,
      thankedAt: iso(row.thankedAt),
    })),
    karma: {
      currentPoints: user.karmaPoints,
      compliments: submitted.map((row) => ({
        complimentText: row.text,
        forSubmitting: row.submitKarma,
        forThanksReceived: row.thanksCount * KARMA.thankReceived,
        takenBackAt: iso(row.karmaReclaimedAt),
      })),
      thanksGiven: {
        count: given.length,
        pointsEach: KARMA.thankGiven,
        points: given.length * KARMA.thankGiven,
      },
    },
    badges: earned.map((row) => ({
      id: row.id,
      type: row.type,
      level: row.level,
      earnedAt: iso(row.earnedAt),
      sharedAt: iso(row.sharedAt),
      sharedCount: row.sharedCount,
    })),
    inbox: inbox.map((row) => ({
      from: row.thanksDay === null ? 'team' : 'kindly',
      message:
        row.thanksDay === null
          ? row.body
          : thanksMessageText(row.body, row.thanksCount ?? 1, row.thanksDay === today),
      createdAt: iso(row.createdAt),
      readAt: iso(row.readAt),
    })),
    reports: filed.map((row) => ({
      complimentText: row.complimentText,
      reason: row.reason,
      note: row.note,
      status: row.status,
      createdAt: iso(row.createdAt),
      resolvedAt: iso(row.resolvedAt),
    })),
    digest: { weeklyDigest: user.weeklyDigest, lastDigestSentAt: iso(user.digestSentAt) },
    sessions: sessionList.map(({ id: _id, ...session }) => session),
    passkeys: passkeyList,
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function zipFiles(files: ExportFiles): Uint8Array {
  return zipSync(
    {
      'README.txt': strToU8(README),
      'account.json': json(files.account),
      'compliments.json': json(files.compliments),
      'compliments-received.json': json(files.complimentsReceived),
      'thanks-given.json': json(files.thanksGiven),
      'thanks-received.json': json(files.thanksReceived),
      'karma.json': json(files.karma),
      'badges.json': json(files.badges),
      'inbox.json': json(files.inbox),
      'reports.json': json(files.reports),
      'digest.json': json(files.digest),
      'sessions.json': json(files.sessions),
      'passkeys.json': json(files.passkeys),
    },
    { level: 6 },
  );
}

export interface DataExport {
  filename: string;
  zip: Buffer;
}

/**
 * The member's archive, or 429 with Retry-After when they had one in the last 24 hours. The claim
 * and the reads share a transaction: a failure gives the day's export back.
 */
export async function createDataExport(
  ctx: AppContext,
  userId: number,
  currentSessionId: string | null,
): Promise<DataExport> {
  const now = ctx.now();
  const zip = await ctx.db.transaction(async (tx) => {
    if (!(await claimExport(tx, userId, now))) return null;
    return zipFiles(await collect(ctx, tx, userId, currentSessionId));
  });
  if (!zip) {
    const wait = await secondsUntilNextExport(ctx, userId);
    throw new HttpError(429, DATA_EXPORT_MESSAGES.onceADay, { 'retry-after': String(wait) });
  }
  return {
    filename: `kindly-data-${now.toISOString().slice(0, 10)}.zip`,
    zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
  };
}
