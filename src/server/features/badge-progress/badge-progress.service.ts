// The member's way to their next badges (PRODUCT 15.1) and streak (PRODUCT 4.1), from the very
// counts the badge rules award on (compliments' member-activity and karma services).
import { eq } from 'drizzle-orm';
import type {
  BadgeFamilyProgress,
  BadgeProgress,
  NextBadge,
} from '../../../contract/badge-progress';
import { BADGE_NAMES_MESSAGES } from '../../../contract/badge-names-messages';
import {
  badgeCountText,
  badgeProgressText,
  badgeText,
  type BadgeNames,
} from '../../../contract/badge-text';
import {
  BADGE_DEFINITIONS,
  BADGE_TIERS,
  BADGE_TYPES,
  type BadgeType,
} from '../../../contract/badges';
import type { PageLocale } from '../../../contract/i18n/locales';
import type { AppContext } from '../../context';
import { badges } from '../../db/schema/index';
import { getActivityCounts, getStreakDays } from '../compliments/member-activity.service';
import { getKarmaPoints } from '../karma/karma.service';

type Measures = Record<BadgeType, number>;
type Earned = Map<string, { publicId: string; earnedAt: Date }>;

const key = (type: string, level: number) => `${type}:${level}`;

/** The words of a member's progress: the reader's language and its badge-names texts. */
export interface ProgressWords {
  locale: PageLocale;
  names: BadgeNames;
}

const ENGLISH: ProgressWords = { locale: 'en', names: BADGE_NAMES_MESSAGES };

/** One family: its three levels, earned or not, and the first level not yet earned. */
function familyProgress(
  type: BadgeType,
  count: number,
  earned: Earned,
  { locale, names }: ProgressWords,
): BadgeFamilyProgress {
  const definition = BADGE_DEFINITIONS[type];
  const name = badgeText(locale, names, type, 0).name;
  const levels = definition.thresholds.map((threshold, index) => {
    const level = index + 1;
    const badge = earned.get(key(type, level));
    return {
      level,
      tier: BADGE_TIERS[index] ?? 'Bronze',
      threshold,
      description: badgeText(locale, names, type, threshold).description,
      badgeId: badge?.publicId ?? null,
      earnedAt: badge ? badge.earnedAt.toISOString() : null,
    };
  });
  const open = levels.find((level) => level.badgeId === null);
  const counted = Math.floor(count);
  // A level is earned by its row, not by today's count: a removed compliment lowers the count
  // but never takes a badge back, so the next level is the first one without a row.
  const next: NextBadge | null = open
    ? {
        type,
        name,
        level: open.level,
        tier: open.tier,
        count: Math.min(counted, open.threshold),
        threshold: open.threshold,
        text: badgeProgressText(locale, names, type, {
          reached: Math.min(counted, open.threshold),
          threshold: open.threshold,
          tier: open.tier,
        }),
      }
    : null;
  return {
    type,
    name,
    count: counted,
    countText: badgeCountText(locale, names, type, counted),
    levels,
    next,
  };
}

/** The next level nearest to reach: the largest share of its threshold; the first family on a tie. */
function nearestNext(families: BadgeFamilyProgress[]): NextBadge | null {
  let best: NextBadge | null = null;
  for (const { next } of families) {
    if (next && (!best || next.count / next.threshold > best.count / best.threshold)) best = next;
  }
  return best;
}

export async function getBadgeProgress(
  ctx: AppContext,
  memberId: number,
  words: ProgressWords = ENGLISH,
): Promise<BadgeProgress> {
  const [activity, karma, rows, streakDays] = await Promise.all([
    getActivityCounts(ctx.db, memberId),
    getKarmaPoints(ctx.db, memberId),
    ctx.db
      .select({
        type: badges.type,
        level: badges.level,
        publicId: badges.publicId,
        earnedAt: badges.earnedAt,
      })
      .from(badges)
      .where(eq(badges.userId, memberId)),
    getStreakDays(ctx.db, memberId, ctx.now()),
  ]);
  const measures: Measures = {
    kind_words: activity.submitted,
    appreciated: activity.thanksReceived,
    grateful_heart: activity.thanksGiven,
    ray_of_sunshine: activity.seen,
    karma: karma ?? 0,
  };
  const earned: Earned = new Map(
    rows.map((row) => [
      key(row.type, row.level),
      { publicId: row.publicId, earnedAt: row.earnedAt },
    ]),
  );
  const families = BADGE_TYPES.map((type) => familyProgress(type, measures[type], earned, words));
  return { families, next: nearestNext(families), streakDays };
}
