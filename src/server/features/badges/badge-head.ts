// Open Graph and Twitter card meta for /?badge={id} links, so a pasted badge link previews the
// badge (what was earned, when, and the owner's chosen name) instead of the generic home page
// card; a badge its owner has not shared previews as the home page.
import { format } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import { BadgeIdParamsSchema } from '../../../contract/badges';
import type { AppContext } from '../../context';
import type { HeadRenderer } from '../../plugins/client-app';
import { SHARE_IMAGE_PATH, socialHead } from '../../plugins/social-head';
import { getPublicBadge } from './badges.service';

function badgeIdOf(request: FastifyRequest): string | null {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname !== '/') return null;
  const parsed = BadgeIdParamsSchema.safeParse({ id: url.searchParams.get('badge') ?? '' });
  return parsed.success ? parsed.data.id : null;
}

export const badgeHead =
  (ctx: AppContext): HeadRenderer =>
  async (request) => {
    const id = badgeIdOf(request);
    if (id === null) return null;
    const badge = await getPublicBadge(ctx, id);
    if (!badge) return null;
    const site = ctx.config.siteName;
    // The day format of every page ('d MMM yyyy', as the client's lib/format-date.ts writes it),
    // of the UTC day: the server's own time zone does not move it.
    const earned = new Date(badge.earnedAt);
    const earnedOn = format(
      new Date(earned.getUTCFullYear(), earned.getUTCMonth(), earned.getUTCDate()),
      'd MMM yyyy',
    );
    const title = `${badge.earnedBy} earned the ${badge.info.tier} ${badge.info.name} badge on ${site}`;
    const description = `${badge.info.description}. Earned on ${earnedOn}. Get a kind word and pass the positivity on.`;
    return socialHead({
      siteName: site,
      title,
      description,
      url: `${ctx.config.publicUrl}/?badge=${badge.id}`,
      imageUrl: `${ctx.config.publicUrl}${SHARE_IMAGE_PATH}`,
      imageAlt: `${badge.info.name} badge`,
    });
  };
