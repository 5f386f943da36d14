// "Download my data" (PRODUCT 11.5, DECISIONS 58): everything Kindly holds about the member, read
// in one transaction and zipped in memory as JSON files. Other members appear in it by no name at
// all, never by email (SECURITY C11). One export a day, claimed on users.lastExportAt.
import { strToU8, zipSync } from 'fflate';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { KARMA } from '../../../contract/constants';
import { DATA_EXPORT_MESSAGES } from '../../../contract/data-export-messages';
import { DEFAULT_LOCALE, type Locale } from '../../../contract/i18n/locales';
import { thanksMessageText } from '../../../contract/inbox';
import type { AppContext } from '../../context';
import { toDate, type Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { publicName } from '../identity/auth/public-name';
import { exportReadme } from './export-readme';
import { readAll, type ExportScope } from './member-reads.service';

/** One export per member in this window. */
const EXPORT_INTERVAL_MS = 24 * 60 * 60 * 1000;

const iso = (time: Date | null) => (time ? time.toISOString() : null);

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
  pushDevices: unknown;
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

function complimentStatus(row: { isVisible: boolean; reviewState: string | null }) {
  if (row.reviewState === 'pending') return 'pending_review';
  return row.isVisible ? 'visible' : 'hidden';
}

async function collect(scope: ExportScope): Promise<ExportFiles> {
  const {
    account: user,
    pendingEmail,
    submitted,
    shown,
    given,
    received,
    earned,
    inbox,
    filed,
    sessionList,
    passkeyList,
    pushDeviceList,
  } = await readAll(scope);
  const today = scope.now.toISOString().slice(0, 10);

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
      language: row.language,
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
    pushDevices: pushDeviceList,
  };
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

function zipFiles(files: ExportFiles, readme: string): Uint8Array {
  return zipSync(
    {
      'README.txt': strToU8(readme),
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
      'push-devices.json': json(files.pushDevices),
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
  locale: Locale = DEFAULT_LOCALE,
): Promise<DataExport> {
  const now = ctx.now();
  const readme = await exportReadme(ctx.config.siteName, locale);
  const zip = await ctx.db.transaction(async (tx) => {
    if (!(await claimExport(tx, userId, now))) return null;
    return zipFiles(await collect({ ctx, tx, userId, currentSessionId, now }), readme);
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
