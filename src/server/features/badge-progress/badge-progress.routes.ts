// A member's progress towards each next badge level and their streak (PRODUCT 15.1): read from
// badges, karma and the compliments and thanks, so it sits above all of them.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadgeProgressSchema } from '../../../contract/badge-progress';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { badgeNamesIn } from '../badges/badge-texts';
import { getBadgeProgress } from './badge-progress.service';

export const badgeProgressRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/progress',
      { onRequest: requireUser, schema: { response: { 200: BadgeProgressSchema } } },
      async (request) => {
        // The names, levels and lines are in the member's language (PRODUCT 27).
        const locale = request.locale;
        const names = await badgeNamesIn(request, locale);
        return getBadgeProgress(ctx, currentUser(request).id, { locale, names });
      },
    );
  };
