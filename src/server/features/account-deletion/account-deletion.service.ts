// Deleting an account (PRODUCT 11.6, DECISIONS 59): the member's own deletion and an admin's
// Anonymise empty the user row into a tombstone in one transaction. The row stays, so thanks the
// member gave, others' karma and badges, and the logs' entries keep their counts and references.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ACCOUNT_DELETION_MESSAGES } from '../../../contract/account-deletion-messages';
import type { ComplimentChoice } from '../../../contract/account-deletion';
import { ADMIN_MESSAGES } from '../../../contract/admin';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  adminAuditLog,
  badges,
  complimentSeenCounts,
  compliments,
  deliveries,
  emailConfirmations,
  inspirationalImages,
  media,
  messages,
  moderationLog,
  passkeyChallenges,
  passkeys,
  passwordResetTokens,
  pushSubscriptions,
  recoveryCodes,
  reports,
  sessions,
  thanks,
  users,
  watchedWords,
} from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { UNUSABLE_PASSWORD_HASH } from '../identity/auth/passwords';
import { deleteUserSessions } from '../identity/auth/session.service';
import type { RandomPicker } from '../compliments/random-pick';
import { deletePasskeysOf } from '../identity/passkeys/passkeys.service';
import type { LiveEvents } from '../live-events/live-events.plugin';

/** What the app keeps of a member outside the database, which an erased account must leave. */
export interface ErasureCopies {
  picks: RandomPicker;
  liveEvents: Pick<LiveEvents, 'forget'>;
}

/**
 * What stands in for the email and the username of a deleted account: unique, and unusable as an
 * address (`.invalid` is reserved by RFC 2606, so nothing is ever mailed to it). The random part
 * keeps anyone from registering the placeholder first and so blocking a deletion.
 */
const placeholderAddress = (userId: number) =>
  `deleted-${userId}.${randomBytes(6).toString('hex')}@deleted.invalid`;

/** A compliment some open report is about: moderation still has to decide on it. */
const underOpenReport = sql`exists (select 1 from ${reports}
  where ${reports.complimentId} = ${compliments.id} and ${reports.status} = 'open')`;

export interface EraseOptions {
  /** The 409 message when the account is the last admin's. */
  lastAdminMessage: string;
  /** Runs inside the erasure's transaction, after it: the admin's audit row. */
  alsoInTransaction?: (tx: Tx) => Promise<void>;
}

/**
 * Locks the account and every admin's row, in id order (so two admins deleting at once cannot
 * deadlock), and refuses an unknown or already deleted account (404) and the last admin (409).
 */
async function lockAccount(tx: Tx, userId: number, lastAdminMessage: string): Promise<void> {
  const locked = await tx
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(and(isNull(users.deletedAt), or(eq(users.id, userId), eq(users.isAdmin, true))))
    .orderBy(users.id)
    .for('update');
  const account = locked.find((row) => row.id === userId);
  if (!account) throw new HttpError(404, ADMIN_MESSAGES.userNotFound);
  if (account.isAdmin && !locked.some((row) => row.isAdmin && row.id !== userId)) {
    throw new HttpError(409, lastAdminMessage);
  }
}

/** What each step of the erasure is given. */
interface Erasure {
  tx: Tx;
  userId: number;
  choice: ComplimentChoice;
  now: Date;
}

/** A step of the erasure: the columns holding the member's id that it empties, and how. */
interface ErasureStep {
  columns: AnyPgColumn[];
  erase: (erasure: Erasure) => Promise<void>;
}

/** The member's rows of a table go. */
function deleted(table: PgTable, column: AnyPgColumn): ErasureStep {
  return {
    columns: [column],
    erase: async ({ tx, userId }) => {
      await tx.delete(table).where(eq(column, userId));
    },
  };
}

/** The account's own row stays as an emptied tombstone (DECISIONS 59). */
async function emptyAccountRow({ tx, userId, now }: Erasure): Promise<void> {
  const placeholder = placeholderAddress(userId);
  await tx
    .update(users)
    .set({
      email: placeholder,
      username: placeholder,
      usernameChosenAt: null,
      usernameSkeleton: null,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      karmaPoints: 0,
      isAdmin: false,
      lastLogin: null,
      lastActiveAt: null,
      suspendedAt: null,
      suspendedUntil: null,
      suspensionReason: null,
      weeklyDigest: false,
      digestSentAt: null,
      emailConfirmedAt: null,
      lastExportAt: null,
      twoFactorSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * What the erasure does to every column holding the member's id that it empties, run in this
 * order. Its columns and those of KEPT_ON_ERASURE are what the member-data check reads (DECISIONS
 * 70): a new one is added here, there, or to the export's reads.
 */
export const ERASURE: readonly ErasureStep[] = [
  {
    // Deleted or kept as the member chose, except that one under an open report is always kept
    // until moderation decides; every kept one loses its author.
    columns: [compliments.authorId],
    erase: async ({ tx, userId, choice }) => {
      const own = eq(compliments.authorId, userId);
      if (choice === 'delete') {
        // Seen counts have no foreign key (DECISIONS 40): they go first, by the same rule. Thanks,
        // share cards and the author's thanks messages go with the compliments (cascades);
        // deliveries, which have neither a key nor an index by compliment, are only ever read
        // joined to a compliment, so those left behind are never read.
        await tx.execute(
          sql`delete from ${complimentSeenCounts} using ${compliments}
            where ${complimentSeenCounts.complimentId} = ${compliments.id}
              and ${own} and not ${underOpenReport}`,
        );
        await tx.delete(compliments).where(and(own, sql`not ${underOpenReport}`));
      }
      await tx.update(compliments).set({ authorId: null }).where(own);
    },
  },
  {
    columns: [compliments.receiverId],
    erase: async ({ tx, userId }) => {
      await tx
        .update(compliments)
        .set({ receiverId: null })
        .where(eq(compliments.receiverId, userId));
    },
  },
  {
    columns: [compliments.thankerId],
    erase: async ({ tx, userId }) => {
      await tx
        .update(compliments)
        .set({ thankerId: null })
        .where(eq(compliments.thankerId, userId));
    },
  },
  deleted(deliveries, deliveries.receiverId),
  {
    // Its reports stay, linked to no one: moderation may still have to decide on them.
    columns: [reports.reporterId],
    erase: async ({ tx, userId }) => {
      await tx.update(reports).set({ reporterId: null }).where(eq(reports.reporterId, userId));
    },
  },
  deleted(messages, messages.userId),
  deleted(badges, badges.userId),
  deleted(emailConfirmations, emailConfirmations.userId),
  deleted(passwordResetTokens, passwordResetTokens.userId),
  deleted(recoveryCodes, recoveryCodes.userId),
  {
    columns: [passkeys.userId, passkeyChallenges.userId],
    erase: ({ tx, userId }) => deletePasskeysOf(tx, userId),
  },
  // Before the sessions whose end would take them anyway: the erasure names every table it empties.
  deleted(pushSubscriptions, pushSubscriptions.userId),
  { columns: [sessions.userId], erase: ({ tx, userId }) => deleteUserSessions(tx, userId) },
  { columns: [users.id], erase: emptyAccountRow },
];

/**
 * The columns holding a member's id that the erasure leaves as they are, each with its reason.
 * From then on they point at the emptied row, which names no one.
 */
export const KEPT_ON_ERASURE: readonly { column: AnyPgColumn; reason: string }[] = [
  {
    column: thanks.thankerId,
    reason:
      'the thanks a member gave stay, so the thanked authors keep their counts, karma and badges',
  },
  {
    column: messages.senderId,
    reason: "an admin's message stays in its reader's inbox, where it is the team's",
  },
  {
    column: watchedWords.createdBy,
    reason: 'a watched word is a rule of the site that outlives the admin who added it',
  },
  {
    column: moderationLog.adminId,
    reason: 'the moderation log only grows (its trigger refuses UPDATE and DELETE)',
  },
  {
    column: moderationLog.userId,
    reason: 'the moderation log only grows (its trigger refuses UPDATE and DELETE)',
  },
  {
    column: adminAuditLog.adminId,
    reason: 'the audit log only grows (its trigger refuses UPDATE and DELETE, SECURITY L6)',
  },
  {
    column: adminAuditLog.targetId,
    reason: "the audit log only grows; a target of type 'user' is an account's id",
  },
  {
    column: inspirationalImages.uploadedById,
    reason: "an uploaded image is the site's content, not the admin's",
  },
  { column: media.uploadedById, reason: "an uploaded file is the site's content, not the admin's" },
];

/**
 * Empties the account in one transaction, by the steps of ERASURE: its sessions, inbox, links,
 * tokens, passkeys, badges and karma go; its compliments are deleted or kept with no author as
 * `choice` says; its reports stay without their reporter; thanks it gave stay, so others' counts
 * do not move. Then the copies outside the database go: the live events kept for it (in Redis or
 * in this process), and deleted compliments from the random pool.
 */
export async function eraseAccount(
  ctx: AppContext,
  copies: ErasureCopies,
  userId: number,
  choice: ComplimentChoice,
  options: EraseOptions,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, userId, options.lastAdminMessage);
    for (const step of ERASURE) await step.erase({ tx, userId, choice, now });
    await options.alsoInTransaction?.(tx);
  });
  // Deleted compliments leave this instance's random pool now; other instances' within a second.
  if (choice === 'delete') copies.picks.forget();
  await copies.liveEvents.forget(userId);
  ctx.log.info({ userId, compliments: choice }, 'account deleted');
}

/** The stored password hash of a live account, or null. */
async function passwordHashOf(ctx: AppContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.passwordHash ?? null;
}

/** The member deletes their own account: the password must match (400 on the field otherwise). */
export async function deleteOwnAccount(
  ctx: AppContext,
  copies: ErasureCopies,
  userId: number,
  input: { password: string; compliments: ComplimentChoice },
): Promise<void> {
  const hash = await passwordHashOf(ctx, userId);
  if (!(await ctx.passwords.verify(hash ?? undefined, input.password))) {
    const message = ACCOUNT_DELETION_MESSAGES.wrongPassword;
    throw new HttpError(400, message, {}, { password: [message] });
  }
  await eraseAccount(ctx, copies, userId, input.compliments, {
    lastAdminMessage: ACCOUNT_DELETION_MESSAGES.lastAdmin,
  });
}
