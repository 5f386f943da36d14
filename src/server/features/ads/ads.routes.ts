// The ads API (PRODUCT 17, 25): the visitor's targeted ad and its views, and the admin catalogue.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AD_MESSAGES,
  AD_PLACEMENTS,
  AdIdParamsSchema,
  AdListSchema,
  AdPlacementQuerySchema,
  SavedAdSchema,
  PublicAdSchema,
  ViewAnswerSchema,
} from '../../../contract/ads';
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import { visitorCountry } from '../../country';
import { HttpError } from '../../http-error';
import { currentUser, requireAdmin } from '../../plugins/auth-guards';
import { recordAdminAction } from '../audit/audit.service';
import { watchedWordWarnings } from '../moderation/watched-words.service';
import { assertWebp, parseAdBody, readAdForm, refuseOversizedAdForm } from './ad-form';
import { createAd, deleteAd, findAds, pickAd, recordAdView, updateAd } from './ads.service';

export const adsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/',
      {
        schema: {
          querystring: AdPlacementQuerySchema,
          response: { 200: PublicAdSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const category = AD_PLACEMENTS[request.query.placement];
        const ad = await pickAd(ctx, category, visitorCountry(ctx, request));
        if (!ad) return reply.code(204).send(null);
        return ad;
      },
    );

    app.post(
      '/:id/view',
      { schema: { params: AdIdParamsSchema, response: { 200: ViewAnswerSchema } } },
      async (request) => {
        const { id } = request.params;
        const allowed = (await ctx.limiters.hit('adView', `${request.ip}|${id}`)) === 0;
        return { counted: await recordAdView(ctx, id, allowed) };
      },
    );
  };

export const adminAdsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    fastify.addHook('onRequest', requireAdmin);
    const adWarnings = async (name: string) => {
      const warnings = await watchedWordWarnings(ctx, [name]);
      return warnings.length > 0 ? { warnings } : {};
    };
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: { response: { 200: AdListSchema } } }, () => findAds(ctx));

    app.post(
      '/',
      { schema: { response: { 201: SavedAdSchema } }, onRequest: refuseOversizedAdForm },
      async (request, reply) => {
        if (!request.isMultipart()) throw new HttpError(415, MESSAGES.unsupportedMediaType);
        const { body, image } = await readAdForm(request);
        if (!image) {
          throw new HttpError(
            400,
            AD_MESSAGES.imageRequired,
            {},
            {
              image: [AD_MESSAGES.imageRequired],
            },
          );
        }
        await assertWebp(image);
        const ad = await createAd(ctx, body, image, currentUser(request).id);
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'ad.create',
          targetType: 'ad',
          targetId: ad.id,
          summary: `Created ad "${ad.name}" (${ad.category})`,
        });
        return reply.code(201).send({ ...ad, ...(await adWarnings(ad.name)) });
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
        await recordAdminAction(ctx, {
          adminId: currentUser(request).id,
          action: 'ad.update',
          targetType: 'ad',
          targetId: ad.id,
          summary: `Updated ad "${ad.name}" (${ad.isActive ? 'active' : 'inactive'}${newImage ? ', new image' : ''})`,
        });
        return { ...ad, ...(await adWarnings(ad.name)) };
      },
    );

    app.delete('/:id', { schema: { params: AdIdParamsSchema } }, async (request, reply) => {
      await deleteAd(ctx, request.params.id);
      await recordAdminAction(ctx, {
        adminId: currentUser(request).id,
        action: 'ad.delete',
        targetType: 'ad',
        targetId: request.params.id,
        summary: 'Deleted ad',
      });
      return reply.code(204).send();
    });
  };
