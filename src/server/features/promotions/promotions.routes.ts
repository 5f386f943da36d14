// The promotions API (PRODUCT 18): the /gift page's promotion and its views, and the
// admin catalogue.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ViewAnswerSchema } from '../../../contract/ads';
import type { PromotionSchema } from '../../../contract/promotions';
import {
  PromotionBodySchema,
  PromotionIdParamsSchema,
  PromotionListSchema,
  SavedPromotionSchema,
  PublicPromotionSchema,
  RandomPromotionQuerySchema,
} from '../../../contract/promotions';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import { currentUser, requireAdmin } from '../../plugins/auth-guards';
import { recordAdminAction } from '../audit/audit.service';
import {
  createPromotion,
  deletePromotion,
  findPromotions,
  getPromotion,
  pickPromotion,
  recordPromotionView,
  updatePromotion,
} from './promotions.service';
import { watchedWordWarnings } from '../moderation/watched-words.service';

export const promotionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/random',
      {
        schema: {
          querystring: RandomPromotionQuerySchema,
          response: { 200: PublicPromotionSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const promotion = await pickPromotion(ctx, visitorCountry(ctx, request), {
          exclude: request.query.exclude,
          forAdmin: request.user?.isAdmin === true,
        });
        if (!promotion) return reply.code(204).send(null);
        return promotion;
      },
    );

    app.get(
      '/:id',
      { schema: { params: PromotionIdParamsSchema, response: { 200: PublicPromotionSchema } } },
      (request) => getPromotion(ctx, request.params.id, request.user?.isAdmin === true),
    );

    app.post(
      '/:id/view',
      { schema: { params: PromotionIdParamsSchema, response: { 200: ViewAnswerSchema } } },
      async (request) => {
        const { id } = request.params;
        const allowed = (await ctx.limiters.hit('promotionView', `${request.ip}|${id}`)) === 0;
        return { counted: await recordPromotionView(ctx, id, allowed) };
      },
    );
  };

export const adminPromotionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const promotionWarnings = async (promotion: z.infer<typeof PromotionSchema>) => {
      const warnings = await watchedWordWarnings(ctx, [
        promotion.serviceProviderName,
        promotion.discountTitle,
        promotion.discountDescription,
      ]);
      return warnings.length > 0 ? { warnings } : {};
    };
    fastify.addHook('onRequest', requireAdmin);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: { response: { 200: PromotionListSchema } } }, () => findPromotions(ctx));

    app.post(
      '/',
      { schema: { body: PromotionBodySchema, response: { 201: SavedPromotionSchema } } },
      async (request, reply) => {
        const promotion = await createPromotion(ctx, request.body);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'promotion.create',
          targetType: 'promotion',
          targetId: promotion.id,
          summary: `Created promotion "${promotion.discountTitle}" by ${promotion.serviceProviderName}`,
        });
        return reply.code(201).send({ ...promotion, ...(await promotionWarnings(promotion)) });
      },
    );

    app.put(
      '/:id',
      {
        schema: {
          params: PromotionIdParamsSchema,
          body: PromotionBodySchema,
          response: { 200: SavedPromotionSchema },
        },
      },
      async (request) => {
        const promotion = await updatePromotion(ctx, request.params.id, request.body);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'promotion.update',
          targetType: 'promotion',
          targetId: promotion.id,
          summary: `Updated promotion "${promotion.discountTitle}" by ${promotion.serviceProviderName}`,
        });
        return { ...promotion, ...(await promotionWarnings(promotion)) };
      },
    );

    app.delete('/:id', { schema: { params: PromotionIdParamsSchema } }, async (request, reply) => {
      await deletePromotion(ctx, request.params.id);
      await recordAdminAction(ctx, {
        adminId: currentUser(request).id,
        action: 'promotion.delete',
        targetType: 'promotion',
        targetId: request.params.id,
        summary: 'Deleted promotion',
      });
      return reply.code(204).send();
    });
  };
