// A compliment's share page data and its preview picture (PRODUCT 5, 25).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPLIMENT_MESSAGES,
  PublicComplimentParamsSchema,
  PublicComplimentSchema,
} from '../../../contract/compliments';
import { MESSAGES } from '../../../contract/messages';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-error';
import { findSharedCompliment } from '../compliments/shared-compliment.service';
import { complimentCardPng } from './compliment-card.service';
import { defaultPreview } from './default-preview';
import { sharedComplimentAnswer } from './shared-compliment';

/** A preview may be drawn again over another image (DECISIONS 39): cached for a day, not for good. */
const CARD_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** The default picture stands in for a card not drawn yet: nobody may keep it as the card. */
const STAND_IN_CACHE = 'no-store';
const RETRY_AFTER_SECONDS = '5';

/** GET /api/compliments/public/{id}: anyone may read a visible compliment by its public id. */
export const sharedComplimentRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/public/:id',
      {
        schema: {
          params: PublicComplimentParamsSchema,
          response: { 200: PublicComplimentSchema },
        },
      },
      async (request) => {
        const viewerId = request.user ? request.user.id : null;
        const { id } = request.params;
        const answer = await sharedComplimentAnswer(ctx, fastify.activeImages, id, viewerId);
        if (!answer) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
        return answer;
      },
    );
  };

/** GET /c/{id}/card.png: the 1200×630 preview the share page's og:image names. */
export const complimentCardRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const standIn = defaultPreview(ctx);
    const parts = {
      images: fastify.activeImages,
      queue: fastify.cardQueue,
      drawer: fastify.cardDrawer,
    };
    app.get(
      '/c/:id/card.png',
      { schema: { params: PublicComplimentParamsSchema } },
      async (request, reply) => {
        const compliment = await findSharedCompliment(ctx, request.params.id, null);
        if (!compliment) throw new HttpError(404, COMPLIMENT_MESSAGES.notFound);
        // Aborted once the client closes its connection: a card it no longer waits for is not drawn.
        const card = await complimentCardPng(ctx, parts, compliment, request.signal);
        const png = card ?? (await standIn());
        // Without a default picture, a card not drawn in time is a 503 to try again shortly.
        if (!png) {
          throw new HttpError(503, MESSAGES.serviceUnavailable, {
            'retry-after': RETRY_AFTER_SECONDS,
          });
        }
        return reply
          .header('content-type', 'image/png')
          .header('content-length', String(png.length))
          .header('x-content-type-options', 'nosniff')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('cache-control', card ? CARD_CACHE : STAND_IN_CACHE)
          .send(png);
      },
    );
  };
