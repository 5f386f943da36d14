// Open Graph and Twitter card meta for /?badge={id} links, so a pasted badge link previews the
// badge (what was earned, when, and the owner's chosen name) instead of the generic home page
// card; a badge its owner has not shared previews as the home page.
import { format as formatDay } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import { badgeTierText } from '../../../contract/badge-text';
import { ANONYMOUS_MEMBER_NAME, BadgeIdParamsSchema } from '../../../contract/badges';
import { format } from '../../../contract/i18n/catalog';
import { PSEUDO_LOCALE, type PageLocale } from '../../../contract/i18n/locales';
import type { AppContext } from '../../context';
import type { HeadRenderer } from '../../plugins/client-app';
import { localeOfHeaders } from '../../plugins/locale';
import { SHARE_IMAGE_PATH, socialHead } from '../../plugins/social-head';
import { badgeHeadCatalog } from './badge-head-messages';
import { badgeIn, badgeNamesIn } from './badge-texts';
import { getPublicBadge } from './badges.service';

function badgeIdOf(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname !== '/') return null;
  const parsed = BadgeIdParamsSchema.safeParse({ id: url.searchParams.get('badge') ?? '' });
  return parsed.success ? parsed.data.id : null;
}

/**
 * The day a badge was earned, of the UTC day: in English the day format of every page ('d MMM
 * yyyy', as the client's lib/format-date.ts writes it), in other languages their own.
 */
function earnedOn(locale: PageLocale, earned: Date): string {
  if (locale === 'en' || locale === PSEUDO_LOCALE)
    return formatDay(
      new Date(earned.getUTCFullYear(), earned.getUTCMonth(), earned.getUTCDate()),
      'd MMM yyyy',
    );
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(earned);
}

export const badgeHead =
  (ctx: AppContext): HeadRenderer =>
  async (request) => {
    const id = badgeIdOf(request);
    if (id === null) return null;
    const badge = await getPublicBadge(ctx, id);
    if (!badge) return null;
    const site = ctx.config.siteName;
    // Pages never read sessions (DECISIONS 9): the reader's language is the link's, the cookie's
    // or the browser's.
    const locale = localeOfHeaders(request.url, request.headers);
    const [names, texts] = await Promise.all([
      badgeNamesIn(request, locale),
      request.server.translations.messages(locale, badgeHeadCatalog),
    ]);
    const { name, description } = badgeIn(locale, names, badge).info;
    const earned = new Date(badge.earnedAt);
    const values = {
      site,
      name,
      description,
      // The owner's chosen name as it is; the stand-in for a member who chose none, translated.
      earnedBy:
        badge.earnedBy === ANONYMOUS_MEMBER_NAME
          ? request.server.translations.translate(locale, badge.earnedBy)
          : badge.earnedBy,
      tier: badgeTierText(names, badge.info.tier),
      date: earnedOn(locale, earned),
    };
    const title = format(locale, texts.title, values);
    return socialHead({
      siteName: site,
      title,
      description: format(locale, texts.description, values),
      url: `${ctx.config.publicUrl}/?badge=${badge.id}`,
      imageUrl: `${ctx.config.publicUrl}${SHARE_IMAGE_PATH}`,
      imageAlt: format(locale, texts.imageAlt, values),
    });
  };
