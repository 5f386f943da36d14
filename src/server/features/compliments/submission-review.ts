// What a new compliment goes through before it is shown (PRODUCT 21, DECISIONS 27): it may wait
// in the admins' queue instead, or be shown and queued.
import type { Locale } from '../../../contract/i18n/locales';
import type { HeldReason } from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { soundsNegativeIn, type WatchedMatch } from '../screening/screening.service';
import { isNewAccount } from '../identity/auth/new-account';

export interface SubmissionReview {
  /** Why it waits for review (or, for a flag, why it is queued while shown); null: neither. */
  heldReason: HeldReason | null;
  heldDetail: string | null;
  /** Whether it is shown now. */
  visible: boolean;
}

/** What the submission's transaction read of its author, with the author locked. */
export interface SubmissionAuthor {
  joinedAt: Date | null;
  /** Compliments the author wrote before this one, hidden ones included. */
  submittedBefore: number;
}

/**
 * Decides whether the new compliment is shown: a Hold watched word, a negative tone, a language
 * whose tone cannot be judged (docs/SCREENING-LANGUAGES.md), or a new member's first compliments
 * hold it; a Flag watched word shows it and queues it.
 */
export function reviewSubmission(
  ctx: AppContext,
  text: string,
  language: Locale,
  matches: WatchedMatch[],
  author: SubmissionAuthor,
): SubmissionReview {
  const hold = matches.find((match) => match.action === 'hold');
  if (hold) return { heldReason: 'watched_word_hold', heldDetail: hold.phrase, visible: false };
  const negative = soundsNegativeIn(text, language);
  if (negative === true) return { heldReason: 'negative_tone', heldDetail: null, visible: false };
  if (negative === null)
    return { heldReason: 'unjudged_language', heldDetail: null, visible: false };
  const { moderation } = ctx.config;
  if (
    moderation.newMemberHold &&
    isNewAccount(ctx, author.joinedAt) &&
    author.submittedBefore < moderation.newMemberHeldCount
  ) {
    return { heldReason: 'new_member', heldDetail: null, visible: false };
  }
  const flag = matches.find((match) => match.action === 'flag');
  if (flag) return { heldReason: 'watched_word_flag', heldDetail: flag.phrase, visible: true };
  return { heldReason: null, heldDetail: null, visible: true };
}
