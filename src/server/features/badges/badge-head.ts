// Open Graph and Twitter card meta for /?badge={id} links, so a pasted badge link previews the
// badge (what was earned, when, and the owner's chosen name) instead of the generic home page
// card; a badge its owner has not shared previews as the home page.
import type { FastifyRequest } from 'fastify';
import { BadgeIdParamsSchema } from '../../../contract/badges';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../contract/constants';
import type { AppContext } from '../../context';
import { escapeHtml, type HeadRenderer } from '../../plugins/client-app';
import { getPublicBadge } from './badges.service';

const SHARE_IMAGE = { path: '/og-image.png', width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT };

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
    const earnedOn = new Date(badge.earnedAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const title = `${badge.earnedBy} earned the ${badge.info.tier} ${badge.info.name} badge on ${site}`;
    const description = `${badge.info.description}. Earned on ${earnedOn}. Get a kind word and pass the positivity on.`;
    const url = `${ctx.config.publicUrl}/?badge=${badge.id}`;
    const image = `${ctx.config.publicUrl}${SHARE_IMAGE.path}`;
    const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
    return [
      `<title>${escapeHtml(title)}</title>`,
      meta('name', 'description', description),
      meta('property', 'og:site_name', site),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', SHARE_IMAGE.width),
      meta('property', 'og:image:height', SHARE_IMAGE.height),
      meta('property', 'og:image:alt', `${badge.info.name} badge`),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ].join('\n    ');
  };
