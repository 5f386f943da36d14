// Badges (PRODUCT 15): level rules, awards made inside their cause's transaction, the owner's
// list, sharing, and the public card behind /?badge={id} links.
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  BADGE_DEFINITIONS,
  BADGE_MESSAGES,
  badgeInfo,
  isBadgeType,
  type Badge,
  type BadgeType,
  type PublicBadge,
} from '../../../contract/badges';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badges, users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { publicName } from '../identity/auth/public-name';

export type BadgeRow = typeof badges.$inferSelect;

/** The levels a measure has reached: e.g. kind_words at 12 → [1, 2]. */
export function levelsReached(type: BadgeType, value: number): number[] {
  return BADGE_DEFINITIONS[type].thresholds
    .map((threshold, index) => (value >= threshold ? index + 1 : 0))
    .filter((level) => level > 0);
}

/**
 * Inserts every level of `type` that `value` has reached and the member lacks; answers the rows
 * it created. The unique (user, type, level) index makes each level exist once, however many
 * transactions reach it at the same moment.
 */
export async function awardBadges(
  tx: DbOrTx,
  userId: number,
  type: BadgeType,
  value: number,
  now: Date,
): Promise<BadgeRow[]> {
  const levels = levelsReached(type, value);
  if (levels.length === 0) return [];
  return tx
    .insert(badges)
    .values(
      levels.map((level) => ({
        userId,
        type,
        level,
        earnedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [badges.userId, badges.type, badges.level] })
    .returning();
}

/**
 * A member, a badge type and its measure before and after one change, for `awardLevels`. The
 * change is made under the member's row lock, so `before` is exact.
 */
export interface BadgeMeasure {
  userId: number;
  type: BadgeType;
  before: number;
  after: number;
}

/** The levels a change of the measure from `before` to `after` crosses. */
const levelsCrossed = (type: BadgeType, before: number, after: number) =>
  levelsReached(type, after).filter((level) => !levelsReached(type, before).includes(level));

/**
 * awardBadges for the levels several changes cross, as one raw statement for a batch of
 * `Database.statements` (the thank's); null when none is crossed, which is most of the time, and
 * there is nothing to send. Answers the rows it created, as awardBadges does.
 */
export function awardLevels(
  measures: BadgeMeasure[],
  now: Date,
): { text: string; params: string[] } | null {
  const wanted = measures.flatMap(({ userId, type, before, after }) =>
    levelsCrossed(type, before, after).map((level) => ({ userId, type, level })),
  );
  if (wanted.length === 0) return null;
  // Badge types are words and the ids and levels numbers: a comma-separated list carries each
  // column, and both drivers send text alike.
  const column = (pick: (row: (typeof wanted)[number]) => string | number) =>
    wanted.map(pick).join(',');
  return {
    text: `insert into badges (user_id, type, level, earned_at, created_at, updated_at)
      select wanted.user_id, wanted.type, wanted.level, $4::timestamptz, $4::timestamptz, $4::timestamptz
      from unnest(string_to_array($1::text, ',')::int[], string_to_array($2::text, ','),
        string_to_array($3::text, ',')::int[]) as wanted(user_id, type, level)
      on conflict (user_id, type, level) do nothing
      returning public_id, user_id, type, level,
        floor(extract(epoch from earned_at) * 1000)::float8 as earned_at`,
    params: [
      column((row) => row.userId),
      column((row) => row.type),
      column((row) => row.level),
      now.toISOString(),
    ],
  };
}

/** A row `awardLevels` created. */
export interface AwardedLevel {
  public_id: string;
  user_id: number;
  type: string;
  level: number;
  earned_at: number;
}

/** A badge `awardLevels` created, as answers show it: not shared yet. */
function toNewBadge(row: AwardedLevel): Badge | null {
  return toBadge({
    publicId: row.public_id,
    type: row.type,
    level: row.level,
    earnedAt: new Date(row.earned_at),
    sharedCount: 0,
    sharedAt: null,
  });
}

/**
 * The badges `awardLevels` created, as an answer lists them: by type in `order` (any other type
 * after), then by level.
 */
export function toNewBadges(rows: AwardedLevel[], order: BadgeType[]): Badge[] {
  const rank = (type: string) => {
    const index = order.indexOf(type as BadgeType);
    return index === -1 ? order.length : index;
  };
  return [...rows]
    .sort((a, b) => rank(a.type) - rank(b.type) || a.level - b.level)
    .map(toNewBadge)
    .filter((badge): badge is Badge => badge !== null);
}

function toBadge(
  row: Pick<BadgeRow, 'publicId' | 'type' | 'level' | 'earnedAt' | 'sharedCount' | 'sharedAt'>,
): Badge | null {
  if (!isBadgeType(row.type)) return null;
  return {
    id: row.publicId,
    type: row.type,
    level: row.level,
    earnedAt: row.earnedAt.toISOString(),
    sharedCount: row.sharedCount,
    sharedAt: row.sharedAt ? row.sharedAt.toISOString() : null,
    info: badgeInfo(row.type, row.level),
  };
}

/** Badge rows as their owner sees them (the live events of ray_of_sunshine levels send them). */
export const toBadges = (rows: BadgeRow[]): Badge[] =>
  rows.map(toBadge).filter((badge): badge is Badge => badge !== null);

/** The member's badges, newest first (highest level first within one moment). */
export async function findBadges(ctx: AppContext, userId: number): Promise<Badge[]> {
  const rows = await ctx.db
    .select()
    .from(badges)
    .where(eq(badges.userId, userId))
    .orderBy(desc(badges.earnedAt), desc(badges.level), desc(badges.id));
  return toBadges(rows);
}

/**
 * The public card of a badge: only once its owner shared it, except to the owner. Unknown and
 * not-yet-shared badges answer alike (null), so a link cannot tell which it is.
 */
export async function getPublicBadge(
  ctx: AppContext,
  publicId: string,
  viewerId: number | null = null,
): Promise<PublicBadge | null> {
  const visible =
    viewerId === null
      ? isNotNull(badges.sharedAt)
      : or(isNotNull(badges.sharedAt), eq(badges.userId, viewerId));
  const [row] = await ctx.db
    .select({
      publicId: badges.publicId,
      type: badges.type,
      level: badges.level,
      earnedAt: badges.earnedAt,
      username: users.username,
      usernameChosenAt: users.usernameChosenAt,
    })
    .from(badges)
    .innerJoin(users, eq(users.id, badges.userId))
    .where(and(eq(badges.publicId, publicId), visible))
    .limit(1);
  if (!row || !isBadgeType(row.type)) return null;
  return {
    id: row.publicId,
    type: row.type,
    level: row.level,
    earnedAt: row.earnedAt.toISOString(),
    info: badgeInfo(row.type, row.level),
    earnedBy: publicName(row),
  };
}

/** Refuses another member's badge (403) or an unknown one (404) after an update matched nothing. */
async function refuseBadge(
  ctx: AppContext,
  publicId: string,
  notYours: string = BADGE_MESSAGES.notYours,
): Promise<never> {
  const [other] = await ctx.db
    .select({ id: badges.id })
    .from(badges)
    .where(eq(badges.publicId, publicId))
    .limit(1);
  throw other ? new HttpError(403, notYours) : new HttpError(404, BADGE_MESSAGES.notFound);
}

/**
 * Marks the member's own badge shared: its card answers anyone from then on. With `count`, also
 * counts one share (PRODUCT 15); opening the Share dialog publishes without counting, since its
 * link can be copied by hand before any share target is used.
 */
async function markShared(
  ctx: AppContext,
  userId: number,
  publicId: string,
  count: boolean,
): Promise<Badge> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(badges)
    .set({
      ...(count ? { sharedCount: sql`${badges.sharedCount} + 1` } : {}),
      sharedAt: sql`coalesce(${badges.sharedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(badges.publicId, publicId), eq(badges.userId, userId)))
    .returning();
  const badge = row ? toBadge(row) : null;
  return badge ?? refuseBadge(ctx, publicId);
}

export const shareBadge = (ctx: AppContext, userId: number, publicId: string) =>
  markShared(ctx, userId, publicId, true);

export const publishBadge = (ctx: AppContext, userId: number, publicId: string) =>
  markShared(ctx, userId, publicId, false);

/**
 * The member's badges still to be celebrated (PRODUCT 15.2), oldest first, so a burst of levels
 * earned at once is celebrated in the order earned. Badges from before celebrations existed were
 * marked celebrated by the migration.
 */
export async function findUncelebrated(ctx: AppContext, userId: number): Promise<Badge[]> {
  const rows = await ctx.db
    .select()
    .from(badges)
    .where(and(eq(badges.userId, userId), isNull(badges.celebratedAt)))
    .orderBy(asc(badges.earnedAt), asc(badges.level), asc(badges.id));
  return toBadges(rows);
}

/**
 * Marks the member's own badge celebrated, once: a second call keeps the first time, so two tabs
 * opening the celebration together both succeed and neither shows it again.
 */
export async function celebrateBadge(
  ctx: AppContext,
  userId: number,
  publicId: string,
): Promise<Badge> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(badges)
    .set({
      celebratedAt: sql`coalesce(${badges.celebratedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(badges.publicId, publicId), eq(badges.userId, userId)))
    .returning();
  const badge = row ? toBadge(row) : null;
  return badge ?? refuseBadge(ctx, publicId, BADGE_MESSAGES.notYoursToCelebrate);
}
