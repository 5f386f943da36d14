// Badge kinds, their level thresholds and texts (PRODUCT 15), shared by the profile and the API.
import { z } from 'zod';
import { BADGE_MESSAGES } from './badge-messages';
import { uuidIdParams } from './ids';

export { BADGE_MESSAGES };

export const BADGE_TYPES = [
  'kind_words',
  'appreciated',
  'grateful_heart',
  'ray_of_sunshine',
  'karma',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Levels 1, 2 and 3 are bronze, silver and gold (coloured amber, slate and yellow). */
export const BADGE_TIERS = ['Bronze', 'Silver', 'Gold'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface BadgeDefinition {
  name: string;
  /** What must reach thresholds[level - 1] for that level. */
  measures: string;
  /** The measure counted in a progress line, one and many: "7 of 10 thanks given to Silver". */
  unit: readonly [string, string];
  thresholds: readonly [number, number, number];
  describe: (threshold: number) => string;
}

export const BADGE_DEFINITIONS: Record<BadgeType, BadgeDefinition> = {
  kind_words: {
    name: 'Kind Words',
    measures: 'compliments submitted',
    unit: ['compliment', 'compliments'],
    thresholds: [1, 10, 50],
    describe: (n) => `Submitted ${plural(n, 'compliment', 'compliments')}`,
  },
  appreciated: {
    name: 'Appreciated',
    measures: 'thanks received',
    unit: ['thank received', 'thanks received'],
    thresholds: [1, 10, 50],
    describe: (n) => `Thanked ${plural(n, 'time', 'times')} for your compliments`,
  },
  grateful_heart: {
    name: 'Grateful Heart',
    measures: 'thanks given',
    unit: ['thank given', 'thanks given'],
    thresholds: [1, 10, 50],
    describe: (n) => `Thanked the authors of ${plural(n, 'compliment', 'compliments')}`,
  },
  ray_of_sunshine: {
    name: 'Ray of Sunshine',
    measures: 'times your compliments were seen',
    unit: ['view', 'views'],
    thresholds: [10, 100, 1000],
    describe: (n) => `Your compliments were seen ${plural(n, 'time', 'times')}`,
  },
  karma: {
    name: 'Good Karma',
    measures: 'karma points',
    unit: ['karma point', 'karma points'],
    thresholds: [50, 250, 1000],
    describe: (n) => `Earned ${plural(n, 'karma point', 'karma points')}`,
  },
};

/** "1 compliment", "7 thanks given": a count of what a badge family measures. */
export function measureText(type: BadgeType, count: number): string {
  const [one, many] = BADGE_DEFINITIONS[type].unit;
  return plural(count, one, many);
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
