// Badge kinds, their level thresholds and texts (DESIGN §3 badges), shared by the profile and the API.
import { z } from 'zod';

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
  thresholds: readonly [number, number, number];
  describe: (threshold: number) => string;
}

export const BADGE_DEFINITIONS: Record<BadgeType, BadgeDefinition> = {
  kind_words: {
    name: 'Kind Words',
    measures: 'compliments submitted',
    thresholds: [1, 10, 50],
    describe: (n) => `Submitted ${plural(n, 'compliment', 'compliments')}`,
  },
  appreciated: {
    name: 'Appreciated',
    measures: 'thanks received',
    thresholds: [1, 10, 50],
    describe: (n) => `Thanked ${plural(n, 'time', 'times')} for your compliments`,
  },
  grateful_heart: {
    name: 'Grateful Heart',
    measures: 'thanks given',
    thresholds: [1, 10, 50],
    describe: (n) => `Thanked the authors of ${plural(n, 'compliment', 'compliments')}`,
  },
  ray_of_sunshine: {
    name: 'Ray of Sunshine',
    measures: 'times your compliments were seen',
    thresholds: [10, 100, 1000],
    describe: (n) => `Your compliments were seen ${plural(n, 'time', 'times')}`,
  },
  karma: {
    name: 'Good Karma',
    measures: 'karma points',
    thresholds: [50, 250, 1000],
    describe: (n) => `Earned ${plural(n, 'karma point', 'karma points')}`,
  },
};

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

export const BADGE_MESSAGES = {
  notFound: 'Badge not found',
  invalidId: 'Invalid badge id',
  notYours: 'You can only share your own badges',
  emptyList: 'No badges earned yet. Keep spreading positivity to earn badges!',
  shared: 'Badge shared!',
} as const;

/** Path parameter of /api/badges/{id}: digits only; ids past the integer range are simply unknown. */
export const BadgeIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,20}$/, BADGE_MESSAGES.invalidId)
    .transform(Number)
    .refine((id) => id >= 1, BADGE_MESSAGES.invalidId),
});

/** A badge as its owner sees it (GET /api/badges, POST /api/badges/{id}/share). */
export const BadgeSchema = z.object({
  id: z.number().int(),
  type: z.enum(BADGE_TYPES),
  level: z.number().int(),
  earnedAt: z.iso.datetime(),
  sharedCount: z.number().int(),
  info: BadgeInfoSchema,
});
export type Badge = z.infer<typeof BadgeSchema>;

export const BadgeListSchema = z.array(BadgeSchema);

/**
 * A badge as anyone opening a /?badge={id} link sees it. `earnedBy` is the earner's username
 * without its email domain (usernames are emails), so a public link never shows an address.
 */
export const PublicBadgeSchema = z.object({
  id: z.number().int(),
  type: z.enum(BADGE_TYPES),
  level: z.number().int(),
  earnedAt: z.iso.datetime(),
  info: BadgeInfoSchema,
  earnedBy: z.string(),
});
export type PublicBadge = z.infer<typeof PublicBadgeSchema>;

/** The public name shown for a username: the part before "@" when it is an email. */
export function publicName(username: string): string {
  const at = username.indexOf('@');
  return at > 0 ? username.slice(0, at) : username;
}
