// Badges (DESIGN §3): level rules, awards made inside their cause's transaction, the owner's
// list, sharing, and the public card behind /?badge={id} links.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BADGE_DEFINITIONS,
  BADGE_MESSAGES,
  badgeInfo,
  isBadgeType,
  publicName,
  type Badge,
  type BadgeType,
  type PublicBadge,
} from '../../../contract/badges';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badges, users } from '../../db/schema/index';
import { HttpError } from '../../http-error';

export type BadgeRow = typeof badges.$inferSelect;

const MAX_ID = 2_147_483_647;

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

export function toBadge(row: BadgeRow): Badge | null {
  if (!isBadgeType(row.type)) return null;
  return {
    id: row.id,
    type: row.type,
    level: row.level,
    earnedAt: row.earnedAt.toISOString(),
    sharedCount: row.sharedCount,
    info: badgeInfo(row.type, row.level),
  };
}

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

/** One badge with public fields only, or null when unknown. */
export async function getPublicBadge(ctx: AppContext, id: number): Promise<PublicBadge | null> {
  if (id > MAX_ID) return null;
  const [row] = await ctx.db
    .select({
      id: badges.id,
      type: badges.type,
      level: badges.level,
      earnedAt: badges.earnedAt,
      username: users.username,
    })
    .from(badges)
    .innerJoin(users, eq(users.id, badges.userId))
    .where(eq(badges.id, id))
    .limit(1);
  if (!row || !isBadgeType(row.type)) return null;
  return {
    id: row.id,
    type: row.type,
    level: row.level,
    earnedAt: row.earnedAt.toISOString(),
    info: badgeInfo(row.type, row.level),
    earnedBy: publicName(row.username),
  };
}

/** Counts one share of the member's own badge; another member's badge is refused. */
export async function shareBadge(ctx: AppContext, userId: number, id: number): Promise<Badge> {
  if (id > MAX_ID) throw new HttpError(404, BADGE_MESSAGES.notFound);
  const [row] = await ctx.db
    .update(badges)
    .set({ sharedCount: sql`${badges.sharedCount} + 1`, updatedAt: ctx.now() })
    .where(and(eq(badges.id, id), eq(badges.userId, userId)))
    .returning();
  const badge = row ? toBadge(row) : null;
  if (badge) return badge;
  const [other] = await ctx.db
    .select({ id: badges.id })
    .from(badges)
    .where(eq(badges.id, id))
    .limit(1);
  throw other
    ? new HttpError(403, BADGE_MESSAGES.notYours)
    : new HttpError(404, BADGE_MESSAGES.notFound);
}
