// The submission (PRODUCT 13, 21): after the thank the busiest write, so its transaction is two
// batches of raw statements sent together, as the thank's are (DECISIONS 63, 71).
import { SEEMS_WRITTEN_IN } from '../../../contract/compliment-language-messages';
import { COMPLIMENT_MESSAGES, type SubmitComplimentAnswer } from '../../../contract/compliments';
import type { Locale } from '../../../contract/i18n/locales';
import { MESSAGES } from '../../../contract/messages';
import { MODERATION_MESSAGES } from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { toDate } from '../../db/client';
import { HttpError, isUniqueViolation } from '../../http-error';
import { awardLevels, toNewBadges, type AwardedLevel } from '../badges/badges.service';
import { submissionKarma, utcDayStart } from '../karma/karma.service';
import { reviewSubmission } from './submission-review';
import {
  assertRawNotSuspended,
  type RawSuspensionColumns,
} from '../identity/auth/suspension-status.service';
import {
  contentProblemIn,
  screenSubmission,
  WATCHED_WORDS_STATEMENT,
  type LanguageDetector,
  type WatchedWordEntry,
} from '../screening/screening.service';

/** The author, locked as every karma change locks a member (SECURITY K8). */
const LOCK_AUTHOR = `select karma_points, created_at, suspended_at, suspended_until, suspension_reason
  from users where id = $1::int for no key update`;

/**
 * What the karma and the badges are judged by: the author's compliments, all of them and those of
 * the UTC day. It runs after the lock, so it counts every submission committed before this one.
 */
const COUNT_SUBMITTED = `select count(*)::int as submitted,
    count(*) filter (where created_at >= $2::timestamptz)::int as today
  from compliments where author_id = $1::int`;

const INSERT_COMPLIMENT = `insert into compliments (text, author_id, is_visible, hidden_reason,
    held_reason, held_detail, review_state, submit_karma, created_at, updated_at, language)
  values ($1::text, $2::int, $3::boolean, $4::text, $5::text, $6::text, $7::text, $8::int,
    $9::timestamptz, $9::timestamptz, $10::text)
  returning id`;

const ADD_KARMA = 'update users set karma_points = karma_points + $2::int where id = $1::int';

interface AuthorRow extends RawSuspensionColumns {
  karma_points: number;
  created_at: Date | string;
}

/** The language the author says the compliment is written in, and whether to check it. */
export interface LanguageChoice {
  language: Locale;
  /** Refuses a text surely in another language; absent once the author confirmed theirs. */
  detector?: LanguageDetector;
}

const duplicate = () =>
  new HttpError(409, COMPLIMENT_MESSAGES.duplicate, {}, { text: [COMPLIMENT_MESSAGES.duplicate] });

/**
 * Stores a member's compliment (already normalized and length-checked by the shared schema)
 * and awards its karma and badges in the same transaction. A suspended member gets 403, a link,
 * profanity, a text surely in another language than the one chosen (unless confirmed) or a Block
 * watched word 400, a visible compliment of the same text 409; a Hold watched word, a negative
 * tone, a language whose tone cannot be judged or a new member's first compliments store it
 * hidden, waiting in the moderation queue. The author's row is locked first, so parallel submissions count the day's
 * earlier ones exactly (SECURITY K8), and the badges are the levels this compliment and its
 * karma cross.
 */
export async function submitCompliment(
  ctx: AppContext,
  authorId: number,
  text: string,
  { language, detector }: LanguageChoice = { language: 'en' },
): Promise<SubmitComplimentAnswer> {
  // The text's own checks cost no statement; their answer waits for the suspension's.
  const problem = contentProblemIn(text, language);
  const detected = detector ? await detector.contradiction(text, language) : null;
  const mismatch = detected ? SEEMS_WRITTEN_IN[detected] : null;
  const now = ctx.now();
  const at = now.toISOString();
  try {
    return await ctx.database.statements(async (run) => {
      const [[author], [counts], watched] = await Promise.all([
        run<AuthorRow>(LOCK_AUTHOR, [authorId]),
        run<{ submitted: number; today: number }>(COUNT_SUBMITTED, [
          authorId,
          utcDayStart(now).toISOString(),
        ]),
        run<WatchedWordEntry>(WATCHED_WORDS_STATEMENT, []),
      ]);
      if (!author) throw new HttpError(401, MESSAGES.notLoggedIn);
      assertRawNotSuspended(author, now);
      if (problem) throw new HttpError(400, problem, {}, { text: [problem] });
      if (mismatch) throw new HttpError(400, mismatch, {}, { language: [mismatch] });
      const matches = screenSubmission(watched, text);
      const submittedBefore = counts?.submitted ?? 0;
      const review = reviewSubmission(ctx, text, language, matches, {
        joinedAt: toDate(author.created_at),
        submittedBefore,
      });
      const karmaAwarded = submissionKarma(counts?.today ?? 0);
      const karmaPoints = author.karma_points + karmaAwarded;
      const award = awardLevels(
        [
          {
            userId: authorId,
            type: 'kind_words',
            before: submittedBefore,
            after: submittedBefore + 1,
          },
          { userId: authorId, type: 'karma', before: author.karma_points, after: karmaPoints },
        ],
        now,
      );
      const [[row], , awarded] = await Promise.all([
        run<{ id: number }>(INSERT_COMPLIMENT, [
          text,
          authorId,
          review.visible,
          review.visible ? null : 'held',
          review.heldReason,
          review.heldDetail,
          review.heldReason ? 'pending' : null,
          karmaAwarded,
          at,
          language,
        ]),
        karmaAwarded > 0 ? run(ADD_KARMA, [authorId, karmaAwarded]) : null,
        award ? run<AwardedLevel>(award.text, award.params) : [],
      ]);
      const newBadges = toNewBadges(awarded, ['kind_words', 'karma']);
      return {
        compliment: {
          id: row!.id,
          text,
          language,
          createdAt: at,
          seenCount: 0,
          thanksCount: 0,
          ...(review.visible ? {} : { status: 'under_review' as const }),
        },
        karmaAwarded,
        karmaPoints,
        newBadges,
        ...(review.visible
          ? {}
          : { heldForReview: true, notice: MODERATION_MESSAGES.heldForReview }),
      };
    });
  } catch (error) {
    // The unique index on lower(text) of visible compliments decides, race-free.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
