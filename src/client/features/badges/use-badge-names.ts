// The badges' names, descriptions, tiers and progress lines in the page's language, written on the
// client from the badge-names catalog rather than read from an answer in the language it was asked in.
import type { NextBadge } from '../../../contract/badge-progress';
import { badgeNamesCatalog } from '../../../contract/badge-names-messages';
import {
  badgeCountText,
  badgeLevelText,
  badgeProgressText,
  badgeText,
  badgeTierText,
  type BadgeTier,
} from '../../../contract/badge-text';
import type { BadgeType } from '../../../contract/badges';
import { pageLocale, useMessages } from '../../lib/i18n';

export function useBadgeNames() {
  const names = useMessages(badgeNamesCatalog);
  return {
    /** A family's name, and what a level of `threshold` says it took. */
    text: (type: BadgeType, threshold: number) => badgeText(pageLocale, names, type, threshold),
    /** One level's name, description and tier name. */
    level: (type: BadgeType, level: number) => badgeLevelText(pageLocale, names, type, level),
    tier: (tier: BadgeTier) => badgeTierText(names, tier),
    /** "7 thanks given". */
    count: (type: BadgeType, count: number) => badgeCountText(pageLocale, names, type, count),
    /** "7 of 10 thanks given to Silver". */
    progress: (next: NextBadge) =>
      badgeProgressText(pageLocale, names, next.type, {
        reached: next.count,
        threshold: next.threshold,
        tier: next.tier,
      }),
  };
}

/** A count for a text's placeholder: English keeps writing it without grouping ("1000"). */
export const countValue = (count: number): number | string =>
  pageLocale === 'en' ? String(count) : count;
