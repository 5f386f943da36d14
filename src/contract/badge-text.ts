// A badge's texts in any language, from the badge-names catalog's texts in that language: the
// server renders them into its answers, mails and share cards, the client into its screens. Kept
// apart from badges.ts so that a screen reading them does not load zod.
import type { BADGE_NAMES_MESSAGES } from './badge-names-messages';
import { format, type Translation } from './i18n/catalog';
import type { PageLocale } from './i18n/locales';

/** The badge families, in the order screens list them. */
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

/** What each family's levels 1, 2 and 3 take. */
export const BADGE_THRESHOLDS: Readonly<Record<BadgeType, readonly [number, number, number]>> = {
  kind_words: [1, 10, 50],
  appreciated: [1, 10, 50],
  grateful_heart: [1, 10, 50],
  ray_of_sunshine: [10, 100, 1000],
  karma: [50, 250, 1000],
};

/** The badge-names catalog's texts in one language (`useMessages`, `messagesOf` or the server's). */
export type BadgeNames = Translation<typeof BADGE_NAMES_MESSAGES> | typeof BADGE_NAMES_MESSAGES;

const PREFIX: Readonly<Record<BadgeType, string>> = {
  kind_words: 'kindWords',
  appreciated: 'appreciated',
  grateful_heart: 'gratefulHeart',
  ray_of_sunshine: 'rayOfSunshine',
  karma: 'karma',
};

type Part = 'Name' | 'Description' | 'Count' | 'Progress';
const key = (type: BadgeType, part: Part) =>
  `${PREFIX[type]}${part}` as keyof typeof BADGE_NAMES_MESSAGES;

// English has always written its counts without grouping ("1000 times"); other languages group
// and write digits their own way.
const countIn = (locale: PageLocale, count: number): number | string =>
  locale === 'en' ? String(count) : count;

/** A badge family's name and what a level of `threshold` says it took: "Submitted 10 compliments". */
export function badgeText(
  locale: PageLocale,
  messages: BadgeNames,
  type: BadgeType,
  threshold: number,
): { name: string; description: string } {
  return {
    name: format(locale, messages[key(type, 'Name')]),
    description: format(locale, messages[key(type, 'Description')], {
      count: countIn(locale, threshold),
    }),
  };
}

/** A tier's name: "Silver", "Plata". */
export const badgeTierText = (messages: BadgeNames, tier: BadgeTier): string =>
  messages[`tier${tier}`];

/** The tier of a level, 1 to 3 (any other level reads as the nearest). */
const tierOfLevel = (level: number): BadgeTier =>
  BADGE_TIERS[Math.min(Math.max(level, 1), 3) - 1] ?? 'Bronze';

/** One level's name, description and tier name: kind_words 2 → Kind Words, Submitted 10…, Silver. */
export function badgeLevelText(
  locale: PageLocale,
  messages: BadgeNames,
  type: BadgeType,
  level: number,
): { name: string; description: string; tier: string } {
  const tier = tierOfLevel(level);
  const threshold = BADGE_THRESHOLDS[type][BADGE_TIERS.indexOf(tier)] ?? 0;
  return { ...badgeText(locale, messages, type, threshold), tier: badgeTierText(messages, tier) };
}

/** A count of what a family measures: "1 compliment", "7 thanks given". */
export const badgeCountText = (
  locale: PageLocale,
  messages: BadgeNames,
  type: BadgeType,
  count: number,
): string => format(locale, messages[key(type, 'Count')], { count: countIn(locale, count) });

/** The way to a level: "7 of 10 thanks given to Silver". */
export const badgeProgressText = (
  locale: PageLocale,
  messages: BadgeNames,
  type: BadgeType,
  progress: { reached: number; threshold: number; tier: BadgeTier },
): string =>
  format(locale, messages[key(type, 'Progress')], {
    reached: countIn(locale, progress.reached),
    count: countIn(locale, progress.threshold),
    tier: badgeTierText(messages, progress.tier),
  });
