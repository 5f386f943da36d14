// Members' reports (PRODUCT 21, DECISIONS 26) and the automatic hiding they lead to.
import { and, eq, sql } from 'drizzle-orm';
import { COMPLIMENT_MESSAGES } from '../../../contract/compliments';
import {
  MODERATION_MESSAGES,
  type ReportAnswer,
  type ReportReason,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { compliments, reports } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { getAccountCreatedAt } from '../identity/auth/auth.service';
import { getKarmaPoints } from '../karma/karma.service';
import { isNewAccount } from '../identity/auth/new-account';
import { assertNotSuspended } from '../identity/auth/suspension-status.service';
import type { VisiblePicks } from './visible-picks';

/**
 * What a report counts towards the threshold: nothing from an account younger than a day, since
 * a few accounts made a minute ago could otherwise hide any compliment (DECISIONS 52); else 1, or
 * more from a member with much karma.
 */
function reportWeight(ctx: AppContext, karmaPoints: number, joinedAt: Date | null): number {
  const { highKarma, highKarmaWeight } = ctx.config.moderation;
  if (isNewAccount(ctx, joinedAt)) return 0;
  return karmaPoints >= highKarma ? highKarmaWeight : 1;
}

/**
 * One report per member per compliment (409 on a second), never the member's own (403). The
 * compliment's row is locked first, so reports arriving together add up exactly; the one that
 * brings the open weight to the threshold hides it from everyone. A report weighing nothing is
 * still stored and queues the compliment for the admins.
 */
export async function reportCompliment(
  ctx: AppContext,
  picks: VisiblePicks,
  reporterId: number,
  complimentId: number,
  body: { reason: ReportReason; note: string | null },
): Promise<ReportAnswer> {
  await assertNotSuspended(ctx, reporterId);
  await ctx.limiters.consume('report', String(reporterId));
  const now = ctx.now();
  const hidden = await ctx.db.transaction(async (tx) => {
    const [compliment] = await tx
      .select({ authorId: compliments.authorId, reviewState: compliments.reviewState })
      .from(compliments)
      .where(and(eq(compliments.id, complimentId), eq(compliments.isVisible, true)))
      .for('update');
    if (!compliment) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
    if (compliment.authorId === reporterId) {
      throw new HttpError(403, MODERATION_MESSAGES.ownCompliment);
    }
    const reporterKarma = await getKarmaPoints(tx, reporterId);
    const reporterJoinedAt = await getAccountCreatedAt(tx, reporterId);
    const [report] = await tx
      .insert(reports)
      .values({
        complimentId,
        reporterId,
        reason: body.reason,
        note: body.note,
        weight: reportWeight(ctx, reporterKarma ?? 0, reporterJoinedAt),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [reports.complimentId, reports.reporterId] })
      .returning({ id: reports.id });
    if (!report) throw new HttpError(409, MODERATION_MESSAGES.alreadyReported);
    const [open] = await tx
      .select({ weight: sql<number>`coalesce(sum(${reports.weight}), 0)::int` })
      .from(reports)
      .where(and(eq(reports.complimentId, complimentId), eq(reports.status, 'open')));
    const reachesThreshold = Number(open?.weight ?? 0) >= ctx.config.moderation.reportThreshold;
    await tx
      .update(compliments)
      .set({
        reviewState: 'pending',
        ...(reachesThreshold ? { isVisible: false, hiddenReason: 'reports' } : {}),
        updatedAt: now,
      })
      .where(eq(compliments.id, complimentId));
    return reachesThreshold;
  });
  if (hidden) picks.forget();
  return { complimentId, message: MODERATION_MESSAGES.reportThanks };
}
