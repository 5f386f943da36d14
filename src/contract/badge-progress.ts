// A member's way to their next badges (PRODUCT 15.1) and their streak (PRODUCT 4.1): the answer of
// GET /api/badges/progress, computed on the server from the counts the badge rules award on.
import { z } from 'zod';
import { BADGE_TIERS, BADGE_TYPES } from './badges';

const BadgeLevelStateSchema = z.object({
  level: z.number().int(),
  tier: z.enum(BADGE_TIERS),
  threshold: z.number().int(),
  /** "Submitted 10 compliments", as the badge itself says. */
  description: z.string(),
  /** The badge's public id once earned, else null. */
  badgeId: z.string().nullable(),
  earnedAt: z.iso.datetime().nullable(),
});
export type BadgeLevelState = z.infer<typeof BadgeLevelStateSchema>;

/** The level a family is working towards, with the line the screens show. */
const NextBadgeSchema = z.object({
  type: z.enum(BADGE_TYPES),
  name: z.string(),
  level: z.number().int(),
  tier: z.enum(BADGE_TIERS),
  count: z.number().int(),
  threshold: z.number().int(),
  /** e.g. "7 of 10 thanks given to Silver". */
  text: z.string(),
});
export type NextBadge = z.infer<typeof NextBadgeSchema>;

const BadgeFamilyProgressSchema = z.object({
  type: z.enum(BADGE_TYPES),
  name: z.string(),
  count: z.number().int(),
  /** The count with what it counts, e.g. "7 thanks given". */
  countText: z.string(),
  levels: z.array(BadgeLevelStateSchema),
  /** null once every level is earned. */
  next: NextBadgeSchema.nullable(),
});
export type BadgeFamilyProgress = z.infer<typeof BadgeFamilyProgressSchema>;

export const BadgeProgressSchema = z.object({
  families: z.array(BadgeFamilyProgressSchema),
  /** The family's next level nearest to reach (the largest share of its threshold), else null. */
  next: NextBadgeSchema.nullable(),
  /** Consecutive UTC days with a submission or a thank, ending today or yesterday (DECISIONS 38). */
  streakDays: z.number().int(),
});
export type BadgeProgress = z.infer<typeof BadgeProgressSchema>;
