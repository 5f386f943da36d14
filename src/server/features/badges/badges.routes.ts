// The badges API: the member's own list and shares (PRODUCT 15), celebrations (PRODUCT 15.2), and
// the public card of a badge link. Their progress is badge-progress's.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BADGE_MESSAGES,
  BadgeIdParamsSchema,
  BadgeListSchema,
  BadgeSchema,
  PublicBadgeSchema,
} from '../../../contract/badges';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import {
  celebrateBadge,
  findBadges,
  findUncelebrated,
  getPublicBadge,
  publishBadge,
  shareBadge,
} from './badges.service';
import { badgesIn, oneBadgeIn } from './badge-texts';

export const badgesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/',
      { onRequest: requireUser, schema: { response: { 200: BadgeListSchema } } },
      async (request) => badgesIn(request, await findBadges(ctx, currentUser(request).id)),
    );

    // Static paths (/celebrations, badge-progress's /progress) win over /:id in Fastify's router,
    // whatever the order of declaration.
    app.get(
      '/celebrations',
      { onRequest: requireUser, schema: { response: { 200: BadgeListSchema } } },
      async (request) => badgesIn(request, await findUncelebrated(ctx, currentUser(request).id)),
    );

    app.post(
      '/:id/celebrate',
      {
        onRequest: requireUser,
        schema: { params: BadgeIdParamsSchema, response: { 200: BadgeSchema } },
      },
      async (request) =>
        oneBadgeIn(request, await celebrateBadge(ctx, currentUser(request).id, request.params.id)),
    );

    // Anyone opening a /?badge={id} link sees what was earned, when, and the owner's chosen name,
    // once the owner shared it; before that only the owner does (SECURITY C8).
    app.get(
      '/:id',
      { schema: { params: BadgeIdParamsSchema, response: { 200: PublicBadgeSchema } } },
      async (request) => {
        const badge = await getPublicBadge(ctx, request.params.id, request.user?.id ?? null);
        if (!badge) throw new HttpError(404, BADGE_MESSAGES.notFound);
        return oneBadgeIn(request, badge);
      },
    );

    app.post(
      '/:id/share',
      {
        onRequest: requireUser,
        schema: { params: BadgeIdParamsSchema, response: { 200: BadgeSchema } },
      },
      async (request) =>
        oneBadgeIn(request, await shareBadge(ctx, currentUser(request).id, request.params.id)),
    );

    app.post(
      '/:id/publish',
      {
        onRequest: requireUser,
        schema: { params: BadgeIdParamsSchema, response: { 200: BadgeSchema } },
      },
      async (request) =>
        oneBadgeIn(request, await publishBadge(ctx, currentUser(request).id, request.params.id)),
    );
  };
