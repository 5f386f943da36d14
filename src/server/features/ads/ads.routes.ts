// The ads API (PRODUCT 17, 25): the visitor's targeted ad and its views, and the admin catalogue
// and reports.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AD_CATEGORIES,
  AD_MESSAGES,
  AD_PLACEMENTS,
  AD_REPORT_CSV_COLUMNS,
  AdBodySchema,
  AdIdParamsSchema,
  AdListSchema,
  AdPlacementQuerySchema,
  AdReportSchema,
  SavedAdSchema,
  PublicAdSchema,
} from '../../../contract/ads';
import * as campaign from '../campaigns/routes';
import { purgeSpentTokens } from '../campaigns/spent-tokens.service';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import { HttpError } from '../../http-error';
import { currentUser } from '../../plugins/auth-guards';
import { assertWebp, readAdForm, refuseOversizedAdForm } from './ad-form';
import {
  adReport,
  createAd,
  deleteAd,
  findAds,
  purgeAdVisitorDays,
  recordAdView,
  updateAd,
} from './ads.service';

/** How often each instance drops spent view tokens and past days of frequency caps. */
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/** A new ad needs its image; the form shows the message under the file input. */
function imageRequired(): HttpError {
  return new HttpError(400, AD_MESSAGES.imageRequired, {}, { image: [AD_MESSAGES.imageRequired] });
}

export const adsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const { adPicks, viewTokens } = fastify;
    campaign.viewRoute(fastify, ctx, {
      params: AdIdParamsSchema,
      limit: 'adView',
      // An ad is shown, and its token signed, only in the placement of its category.
      placements: AD_CATEGORIES,
      recordView: (ctx, id, visit) => recordAdView(ctx, adPicks, id, visit),
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    // Promotions' tokens are spent in the same table: this one sweep serves both.
    const purge = setInterval(() => {
      Promise.all([purgeSpentTokens(ctx), purgeAdVisitorDays(ctx)]).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'purging spent view tokens failed'),
      );
    }, PURGE_INTERVAL_MS);
    purge.unref();
    fastify.addHook('onClose', async () => clearInterval(purge));

    app.get(
      '/',
      {
        schema: {
          querystring: AdPlacementQuerySchema,
          response: campaign.pickResponse(PublicAdSchema),
        },
      },
      async (request, reply) => {
        const category = AD_PLACEMENTS[request.query.placement];
        const ad = await adPicks.pick(category, visitorCountry(ctx, request));
        return campaign.sendPicked(ctx, viewTokens, request, reply, ad, category);
      },
    );
  };

export const adminAdsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { adPicks, sharp } = fastify;

    app.get('/', { schema: { response: { 200: AdListSchema } } }, () => findAds(ctx));

    app.post(
      '/',
      {
        schema: { body: AdBodySchema, response: { 201: SavedAdSchema } },
        onRequest: refuseOversizedAdForm,
        preValidation: readAdForm(false),
      },
      async (request, reply) => {
        const image = request.upload?.bytes;
        if (!image) throw imageRequired();
        await assertWebp(sharp, image);
        const ad = await createAd(ctx, adPicks, request.body, image, currentUser(request).id);
        const saved = await campaign.answerSaved(ctx, request, ad, {
          action: 'ad.create',
          targetType: 'ad',
          summary: `Created ad "${ad.name}" (${ad.category})`,
          texts: [ad.name],
        });
        return reply.code(201).send(saved);
      },
    );

    // JSON (PRODUCT 25); a multipart form with the same fields may also carry a new image.
    app.put(
      '/:id',
      {
        schema: { params: AdIdParamsSchema, body: AdBodySchema, response: { 200: SavedAdSchema } },
        onRequest: refuseOversizedAdForm,
        preValidation: readAdForm(true),
      },
      async (request) => {
        const image = request.upload?.bytes;
        if (image) await assertWebp(sharp, image);
        const upload = image ? { bytes: image, uploadedById: currentUser(request).id } : null;
        const ad = await updateAd(ctx, adPicks, request.params.id, request.body, upload);
        const newImage = upload !== null;
        return campaign.answerSaved(ctx, request, ad, {
          action: 'ad.update',
          targetType: 'ad',
          summary: `Updated ad "${ad.name}" (${ad.isActive ? 'active' : 'inactive'}${newImage ? ', new image' : ''})`,
          texts: [ad.name],
        });
      },
    );

    campaign.adminItemRoutes(fastify, ctx, {
      kind: 'ad',
      params: AdIdParamsSchema,
      remove: (ctx, id) => deleteAd(ctx, adPicks, id),
      report: { schema: AdReportSchema, read: adReport, columns: AD_REPORT_CSV_COLUMNS },
    });
  };
