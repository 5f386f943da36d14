// What a new compliment goes through before it is shown (PRODUCT 21, DECISIONS 27): it may wait
// in the admins' queue instead, or be shown and queued.
import { eq, sql } from 'drizzle-orm';
import type { HeldReason } from '../../../contract/moderation';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { compliments } from '../../db/schema/index';
import { getAccountCreatedAt } from '../auth/auth.service';
import { soundsNegative, type WatchedMatch } from '../screening/screening.service';
import { isNewAccount } from './new-account';

export interface SubmissionReview {
  /** Why it waits for review (or, for a flag, why it is queued while shown); null: neither. */
  heldReason: HeldReason | null;
  heldDetail: string | null;
  /** Whether it is shown now. */
  visible: boolean;
}

/**
 * Decides, inside the submission's transaction with the author locked, whether the new compliment
 * is shown: a Hold watched word, a negative tone, or a new member's first compliments hold it;
 * a Flag watched word shows it and queues it.
 */
export async function reviewSubmission(
  ctx: AppContext,
  tx: Tx,
  authorId: number,
  text: string,
  matches: WatchedMatch[],
): Promise<SubmissionReview> {
  const hold = matches.find((match) => match.action === 'hold');
  if (hold) return { heldReason: 'watched_word_hold', heldDetail: hold.phrase, visible: false };
  if (soundsNegative(text))
    return { heldReason: 'negative_tone', heldDetail: null, visible: false };
  const { moderation } = ctx.config;
  if (moderation.newMemberHold) {
    if (isNewAccount(ctx, await getAccountCreatedAt(tx, authorId))) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(compliments)
        .where(eq(compliments.authorId, authorId));
      if (Number(row?.n ?? 0) < moderation.newMemberHeldCount) {
        return { heldReason: 'new_member', heldDetail: null, visible: false };
      }
    }
  }
  const flag = matches.find((match) => match.action === 'flag');
  if (flag) return { heldReason: 'watched_word_flag', heldDetail: flag.phrase, visible: true };
  return { heldReason: null, heldDetail: null, visible: true };
}
