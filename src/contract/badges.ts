// Badge kinds, their level thresholds and texts (PRODUCT 15), shared by the profile and the API.
import { z } from 'zod';
import { BADGE_MESSAGES } from './badge-messages';
import { BADGE_NAMES_MESSAGES } from './badge-names-messages';
import {
  BADGE_THRESHOLDS,
  BADGE_TIERS,
  BADGE_TYPES,
  badgeCountText,
  badgeText,
  type BadgeTier,
  type BadgeType,
} from './badge-text';
import { uuidIdParams } from './ids';

export { BADGE_MESSAGES };

export { BADGE_TIERS, BADGE_TYPES, type BadgeTier, type BadgeType };

interface BadgeDefinition {
  name: string;
  /** What must reach thresholds[level - 1] for that level. */
  measures: string;
  thresholds: readonly [number, number, number];
  describe: (threshold: number) => string;
}

const en = BADGE_NAMES_MESSAGES;

/** A family's English texts, the product's words, from the badge-names catalog. */
function definition(type: BadgeType, measures: string): BadgeDefinition {
  return {
    name: badgeText('en', en, type, 0).name,
    measures,
    thresholds: BADGE_THRESHOLDS[type],
    describe: (threshold) => badgeText('en', en, type, threshold).description,
  };
}

export const BADGE_DEFINITIONS: Record<BadgeType, BadgeDefinition> = {
  kind_words: definition('kind_words', 'compliments submitted'),
  appreciated: definition('appreciated', 'thanks received'),
  grateful_heart: definition('grateful_heart', 'thanks given'),
  ray_of_sunshine: definition('ray_of_sunshine', 'times your compliments were seen'),
  karma: definition('karma', 'karma points'),
};

/** "1 compliment", "7 thanks given": a count of what a badge family measures. */
export function measureText(type: BadgeType, count: number): string {
  return badgeCountText('en', en, type, count);
}

export const BadgeInfoSchema = z.object({
  name: z.string(),
  description: z.string(),
  tier: z.enum(BADGE_TIERS),
});
export type BadgeInfo = z.infer<typeof BadgeInfoSchema>;

/** The texts of one badge level, e.g. kind_words 2 → "Kind Words", "Submitted 10 compliments". */
export function badgeInfo(type: BadgeType, level: number): BadgeInfo {
  const definition = BADGE_DEFINITIONS[type];
  const index = Math.min(Math.max(level, 1), 3) - 1;
  return {
    name: definition.name,
    description: definition.describe(definition.thresholds[index] ?? 0),
    tier: BADGE_TIERS[index] ?? 'Bronze',
  };
}

export const isBadgeType = (value: string): value is BadgeType =>
  (BADGE_TYPES as readonly string[]).includes(value);

/**
 * Path parameter of /api/badges/{id}: a badge's public id, a random UUID, so a badge cannot be
 * found by counting (SECURITY C8). Lower-cased, as PostgreSQL prints it.
 */
export const BadgeIdParamsSchema = uuidIdParams({ invalid: BADGE_MESSAGES.invalidId });

/** A badge as its owner sees it (GET /api/badges, POST /api/badges/{id}/share and /publish). */
export const BadgeSchema = z.object({
  /** The public id (a UUID), the one badge links carry. */
  id: z.string(),
  type: z.enum(BADGE_TYPES),
  level: z.number().int(),
  earnedAt: z.iso.datetime(),
  sharedCount: z.number().int(),
  /** When its card became public (the Share dialog was first opened), else null. */
  sharedAt: z.iso.datetime().nullable(),
  info: BadgeInfoSchema,
});
export type Badge = z.infer<typeof BadgeSchema>;

export const BadgeListSchema = z.array(BadgeSchema);

/** The name a badge card shows when its owner has not chosen a username of their own. */
export { ANONYMOUS_MEMBER_NAME } from './username-messages';

/**
 * A badge as anyone opening a /?badge={id} link sees it, once its owner shared it. `earnedBy`
 * is the username the owner chose, or "A Kindly member": never an email or a part of one.
 */
export const PublicBadgeSchema = z.object({
  id: z.string(),
  type: z.enum(BADGE_TYPES),
  level: z.number().int(),
  earnedAt: z.iso.datetime(),
  info: BadgeInfoSchema,
  earnedBy: z.string(),
});
export type PublicBadge = z.infer<typeof PublicBadgeSchema>;
