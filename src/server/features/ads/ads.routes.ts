// The ads API (PRODUCT 17, 25): the visitor's targeted ad and its views, and the admin catalogue.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AD_MESSAGES,
  AD_PLACEMENTS,
  AdIdParamsSchema,
  AdListSchema,
  AdPlacementQuerySchema,
  SavedAdSchema,
  PublicAdSchema,
} from '../../../contract/ads';
import { MESSAGES } from '../../../contract/messages';
import * as campaign from '../../campaigns/routes';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import { HttpError } from '../../http-error';
import { currentUser, requireAdmin } from '../../plugins/auth-guards';
import { assertWebp, parseAdBody, readAdForm, refuseOversizedAdForm } from './ad-form';
import { createAd, deleteAd, findAds, pickAd, recordAdView, updateAd } from './ads.service';

/** A new ad needs its image; the form shows the message under the file input. */
function imageRequired(): HttpError {
  return new HttpError(400, AD_MESSAGES.imageRequired, {}, { image: [AD_MESSAGES.imageRequired] });
}

export const adsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    campaign.viewRoute(fastify, ctx, AdIdParamsSchema, 'adView', recordAdView);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

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
        const ad = await pickAd(ctx, category, visitorCountry(ctx, request));
        return campaign.sendPicked(reply, ad);
      },
    );
  };

export const adminAdsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addHook('onRequest', requireAdmin);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: { response: { 200: AdListSchema } } }, () => findAds(ctx));

    app.post(
      '/',
      { schema: { response: { 201: SavedAdSchema } }, onRequest: refuseOversizedAdForm },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
        const { body, image } = await readAdForm(request);
        if (!image) throw imageRequired();
        await assertWebp(image);
        const ad = await createAd(ctx, body, image, currentUser(request).id);
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
        schema: { params: AdIdParamsSchema, response: { 200: SavedAdSchema } },
        onRequest: refuseOversizedAdForm,
      },
      async (request) => {
        let ad: Awaited<ReturnType<typeof updateAd>>;
        let newImage = false;
        if (!request.isMultipart()) {
          ad = await updateAd(ctx, request.params.id, parseAdBody(request.body), null);
        } else {
          const { body, image } = await readAdForm(request);
          if (image) await assertWebp(image);
          const upload = image ? { bytes: image, uploadedById: currentUser(request).id } : null;
          ad = await updateAd(ctx, request.params.id, body, upload);
          newImage = upload !== null;
        }
        return campaign.answerSaved(ctx, request, ad, {
          action: 'ad.update',
          targetType: 'ad',
          summary: `Updated ad "${ad.name}" (${ad.isActive ? 'active' : 'inactive'}${newImage ? ', new image' : ''})`,
          texts: [ad.name],
        });
      },
    );

    campaign.deleteRoute(fastify, ctx, AdIdParamsSchema, deleteAd, {
      action: 'ad.delete',
      targetType: 'ad',
      summary: 'Deleted ad',
    });
  };
