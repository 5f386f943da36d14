// The promotions API (PRODUCT 18): the /gift page's promotion and its views, and the
// admin catalogue.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GIFT_PLACEMENT } from '../../../contract/campaigns';
import {
  PROMOTION_REPORT_CSV_COLUMNS,
  type Promotion,
  PromotionBodySchema,
  PromotionIdParamsSchema,
  PromotionListSchema,
  PromotionReportSchema,
  SavedPromotionSchema,
  PublicPromotionSchema,
  RandomPromotionQuerySchema,
} from '../../../contract/promotions';
import * as campaign from '../campaigns/routes';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import {
  createPromotion,
  deletePromotion,
  findPromotions,
  getPromotion,
  pickPromotion,
  promotionReport,
  recordPromotionView,
  updatePromotion,
} from './promotions.service';

const PLACEMENTS = [GIFT_PLACEMENT];

export const promotionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { promotionPicks, viewTokens } = fastify;

    app.get(
      '/random',
      {
        schema: {
          querystring: RandomPromotionQuerySchema,
          response: campaign.pickResponse(PublicPromotionSchema),
        },
      },
      async (request, reply) => {
        const country = visitorCountry(ctx, request);
        const promotion = await pickPromotion(ctx, promotionPicks, country, {
          exclude: request.query.exclude,
          forAdmin: request.user?.isAdmin === true,
        });
        return campaign.sendPicked(ctx, viewTokens, request, reply, promotion, GIFT_PLACEMENT);
      },
    );

    app.get(
      '/:id',
      { schema: { params: PromotionIdParamsSchema, response: { 200: PublicPromotionSchema } } },
      async (request) => {
        const promotion = await getPromotion(
          ctx,
          request.params.id,
          request.user?.isAdmin === true,
        );
        return campaign.withToken(ctx, viewTokens, request, promotion, GIFT_PLACEMENT);
      },
    );

    campaign.viewRoute(fastify, ctx, {
      params: PromotionIdParamsSchema,
      limit: 'promotionView',
      placements: PLACEMENTS,
      recordView: recordPromotionView,
    });
  };

export const adminPromotionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const texts = (promotion: Promotion) => [
      promotion.serviceProviderName,
      promotion.discountTitle,
      promotion.discountDescription,
    ];
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { promotionPicks } = fastify;

    app.get('/', { schema: { response: { 200: PromotionListSchema } } }, () => findPromotions(ctx));

    app.post(
      '/',
      { schema: { body: PromotionBodySchema, response: { 201: SavedPromotionSchema } } },
      async (request, reply) => {
        const promotion = await createPromotion(ctx, promotionPicks, request.body);
        const saved = await campaign.answerSaved(ctx, request, promotion, {
          action: 'promotion.create',
          targetType: 'promotion',
          summary: `Created promotion "${promotion.discountTitle}" by ${promotion.serviceProviderName}`,
          texts: texts(promotion),
        });
        return reply.code(201).send(saved);
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
        const { id } = request.params;
        const promotion = await updatePromotion(ctx, promotionPicks, id, request.body);
        return campaign.answerSaved(ctx, request, promotion, {
          action: 'promotion.update',
          targetType: 'promotion',
          summary: `Updated promotion "${promotion.discountTitle}" by ${promotion.serviceProviderName}`,
          texts: texts(promotion),
        });
      },
    );

    campaign.adminItemRoutes(fastify, ctx, {
      kind: 'promotion',
      params: PromotionIdParamsSchema,
      remove: (ctx, id) => deletePromotion(ctx, promotionPicks, id),
      report: {
        schema: PromotionReportSchema,
        read: promotionReport,
        columns: PROMOTION_REPORT_CSV_COLUMNS,
      },
    });
  };
