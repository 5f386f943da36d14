// A badge's words in the reader's language (PRODUCT 15, 27): the services make every badge with its
// English texts, the product's words; a route hands its answer's badges here to be worded in the
// request's language. The tier stays the level's key (Bronze, Silver, Gold), which the screens
// colour and word themselves.
import type { FastifyRequest } from 'fastify';
import { badgeNamesCatalog } from '../../../contract/badge-names-messages';
import { badgeText, type BadgeNames } from '../../../contract/badge-text';
import { BADGE_DEFINITIONS, type BadgeInfo, type BadgeType } from '../../../contract/badges';
import type { PageLocale } from '../../../contract/i18n/locales';

/** The badge-names catalog's texts in a locale, as the server loaded them. */
export const badgeNamesIn = (request: FastifyRequest, locale: PageLocale): Promise<BadgeNames> =>
  request.server.translations.messages(locale, badgeNamesCatalog);

interface Worded {
  type: BadgeType;
  level: number;
  info: BadgeInfo;
}

/** A badge with its name and description in `locale`. */
export function badgeIn<B extends Worded>(locale: PageLocale, names: BadgeNames, badge: B): B {
  const thresholds = BADGE_DEFINITIONS[badge.type].thresholds;
  const threshold = thresholds[Math.min(Math.max(badge.level, 1), 3) - 1] ?? 0;
  const { name, description } = badgeText(locale, names, badge.type, threshold);
  return { ...badge, info: { ...badge.info, name, description } };
}

/** The badges of an answer in the request's language; English answers stay as the services made them. */
export async function badgesIn<B extends Worded>(
  request: FastifyRequest,
  badges: B[],
): Promise<B[]> {
  const locale = request.locale;
  if (locale === 'en' || badges.length === 0) return badges;
  const names = await badgeNamesIn(request, locale);
  return badges.map((badge) => badgeIn(locale, names, badge));
}

/** One badge of an answer in the request's language. */
export async function oneBadgeIn<B extends Worded>(request: FastifyRequest, badge: B): Promise<B> {
  const [worded] = await badgesIn(request, [badge]);
  return worded ?? badge;
}

/** An answer's `newBadges` (a submission's, a thank's) in the request's language. */
export async function newBadgesIn<A extends { newBadges: Worded[] }>(
  request: FastifyRequest,
  answer: A,
): Promise<A> {
  return { ...answer, newBadges: await badgesIn(request, answer.newBadges) };
}
