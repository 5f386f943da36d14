// The thank (PRODUCT 13, 20.1): the busiest write, so its transaction is a few raw statements sent
// in two batches, where drizzle's builder sent a dozen one after another (DECISIONS 63).
import { COMPLIMENT_MESSAGES, KARMA, type ThankAnswer } from '../../../contract/compliments';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import {
  awardLevels,
  toNewBadges,
  type AwardedLevel,
  type BadgeMeasure,
} from '../badges/badges.service';
import type { Badge, BadgeType } from '../../../contract/badges';
import { complimentThankedStatement } from '../inbox/inbox.service';
import type { LiveEvents } from '../live-events/live-events.plugin';
import {
  assertRawNotSuspended,
  type RawSuspensionColumns,
} from '../identity/auth/suspension-status.service';

/**
 * Writes the thank unless the compliment is missing, hidden or the thanker's own, and marks the
 * compliment thanked. Its row lock is taken before the members' (SECURITY K2): thanks of one
 * compliment queue there. Answers the compliment, whether the thank is new, and the thanker's
 * suspension.
 */
const THANK = `with thanker as (
    select suspended_at, suspended_until, suspension_reason from users where id = $2::int
  ), compliment as (
    select id, author_id, text from compliments where id = $1::int and is_visible
  ), thank as (
    insert into thanks (compliment_id, thanker_id, created_at, updated_at)
    select id, $2::int, $3::timestamptz, $3::timestamptz from compliment
    where author_id is distinct from $2::int
    on conflict (compliment_id, thanker_id) do nothing
    returning compliment_id
  ), marked as (
    update compliments set thanker_id = $2::int, thanked_at = $3::timestamptz
    where id = (select compliment_id from thank)
  )
  select (select count(*) from compliment)::int as found,
    (select author_id from compliment) as author_id,
    (select text from compliment) as text,
    (select count(*) from thank)::int as thanked,
    thanker.suspended_at, thanker.suspended_until, thanker.suspension_reason
  from (select 1) as one left join thanker on true`;

/** The author and the thanker, locked in id order as every karma change locks members. */
const LOCK_MEMBERS = `select id from users
  where id = $2::int or id = (select author_id from compliments where id = $1::int)
  order by id for no key update`;

/**
 * The karma of both, and what their badges are judged by: thanks given for the thanker, thanks
 * received for the author. It runs after the lock, so the counts hold every thank committed
 * before this one.
 */
const KARMA_AND_COUNTS = `with credited as (
    update users set karma_points = karma_points + case when id = $2::int then $3::int else $4::int end
    where id = $2::int or id = (select author_id from compliments where id = $1::int)
    returning id, karma_points
  )
  select id, karma_points,
    case when id = $2::int
      then (select count(*) from thanks where thanker_id = $2::int)
      else (select count(*) from thanks t join compliments c on c.id = t.compliment_id
        where c.author_id = credited.id)
    end::int as thanks
  from credited`;

interface ThankRow extends RawSuspensionColumns {
  found: number;
  author_id: number | null;
  text: string | null;
  thanked: number;
}

interface CreditRow {
  id: number;
  karma_points: number;
  thanks: number;
}

/**
 * What a member's badges are judged by, before and after this thank: its count grew by this thank
 * alone and its karma by `points`, as the members are locked and the counts read after the lock.
 */
const measuresOf = (row: CreditRow, counted: BadgeType, points: number): BadgeMeasure[] => [
  { userId: row.id, type: counted, before: row.thanks - 1, after: row.thanks },
  { userId: row.id, type: 'karma', before: row.karma_points - points, after: row.karma_points },
];

/** What the members' open tabs are told once the thank committed (DECISIONS 78). */
interface ThankNews {
  author: { id: number; karmaPoints: number; unreadCount: number; badges: Badge[] } | null;
  thanker: { karmaPoints: number; badges: Badge[] };
}

/**
 * One thank per member per compliment (the unique index decides), never the member's own; +10
 * karma to the author and +1 to the thanker, with the badges they reach and the author's inbox
 * message of the day's thanks (PRODUCT 20.1), all in one transaction (SECURITY K2, K6). Once it
 * committed, the author's open tabs hear of it with their karma and unread count, and the
 * thanker's of their karma, each with the badges they earned (from what the statements answered:
 * no statement more).
 */
export async function thankCompliment(
  ctx: AppContext,
  complimentId: number,
  thankerId: number,
  live?: LiveEvents,
): Promise<ThankAnswer> {
  const { answer, news } = await thankInTransaction(ctx, complimentId, thankerId);
  if (live) tellMembers(live, complimentId, thankerId, news);
  return answer;
}

function tellMembers(live: LiveEvents, complimentId: number, thankerId: number, news: ThankNews) {
  const { author, thanker } = news;
  if (author) {
    const { karmaPoints, unreadCount } = author;
    live.publish(author.id, { type: 'thanked', complimentId, karmaPoints, unreadCount });
    for (const badge of author.badges)
      live.publish(author.id, { type: 'badge', badge, karmaPoints });
  }
  live.publish(thankerId, { type: 'karma', karmaPoints: thanker.karmaPoints });
  for (const badge of thanker.badges) {
    live.publish(thankerId, { type: 'badge', badge, karmaPoints: thanker.karmaPoints });
  }
}

async function thankInTransaction(
  ctx: AppContext,
  complimentId: number,
  thankerId: number,
): Promise<{ answer: ThankAnswer; news: ThankNews }> {
  const now = ctx.now();
  const at = now.toISOString();
  const base = [complimentId, thankerId];
  return ctx.database.statements(async (run) => {
    // Sent together: the lock and the karma run after the thank on the server, and whatever a
    // refused thank wrote there is rolled back with it.
    const [[thank], , credits] = await Promise.all([
      run<ThankRow>(THANK, [...base, at]),
      run(LOCK_MEMBERS, base),
      run<CreditRow>(KARMA_AND_COUNTS, [...base, KARMA.thankGiven, KARMA.thankReceived]),
    ]);
    if (thank) assertRawNotSuspended(thank, now);
    if (!thank?.found) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
    const authorId = thank.author_id;
    if (authorId === thankerId) throw new HttpError(403, COMPLIMENT_MESSAGES.ownCompliment);
    if (!thank.thanked) throw new HttpError(409, COMPLIMENT_MESSAGES.alreadyThanked);

    const thanker = credits.find((row) => row.id === thankerId);
    const author = credits.find((row) => row.id === authorId);
    const measures = [
      ...(thanker ? measuresOf(thanker, 'grateful_heart', KARMA.thankGiven) : []),
      ...(author ? measuresOf(author, 'appreciated', KARMA.thankReceived) : []),
    ];
    const award = awardLevels(measures, now);
    const message =
      authorId === null
        ? null
        : complimentThankedStatement({
            authorId,
            complimentId,
            complimentText: thank.text ?? '',
            now,
          });
    const [awarded, messaged] = await Promise.all([
      award ? run<AwardedLevel>(award.text, award.params) : [],
      message ? run<{ unread_count: number }>(message.text, message.params) : [],
    ]);
    // The thanker's badges, Grateful Heart before karma.
    const newBadges = toNewBadges(
      awarded.filter((row) => row.user_id === thankerId),
      ['grateful_heart', 'karma'],
    );
    const karmaPoints = thanker?.karma_points ?? 0;
    return {
      answer: { complimentId, thankedAt: at, karmaPoints, newBadges },
      news: {
        author:
          author && authorId !== null
            ? {
                id: authorId,
                karmaPoints: author.karma_points,
                unreadCount: messaged[0]?.unread_count ?? 0,
                badges: toNewBadges(
                  awarded.filter((row) => row.user_id === authorId),
                  ['appreciated', 'karma'],
                ),
              }
            : null,
        thanker: { karmaPoints, badges: newBadges },
      },
    };
  });
}
