// The compliments API (PRODUCT 13, 25): random pick, submit, thank, and the profile's two lists.
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ComplimentIdParamsSchema,
  RandomComplimentSchema,
  type RandomCompliment,
  ReceivedComplimentListSchema,
  SubmitComplimentAnswerSchema,
  SubmitComplimentBodySchema,
  SubmittedComplimentListSchema,
  ThankAnswerSchema,
} from '../../../contract/compliments';
import { intlLocaleOf } from '../../../contract/i18n/catalog';
import { toLocale, type Locale } from '../../../contract/i18n/locales';
import type { AppContext } from '../../context';
import { localeOfHeaders } from '../../plugins/locale';
import { currentUser, requireConfirmed, requireUser } from '../../plugins/auth-guards';
import { pickActiveImage, pickActiveImageReady, type PickedImage } from '../images/images.service';
import { answerWriter } from '../../plugins/serializer';
import { jsonAnswerHeaders } from '../../plugins/security';
import type { FastAnswer } from '../../plugins/fast-lane';
import { sessionCookieName, sessionOfCookie } from '../identity/auth/session-cookie';
import { pickRandomReady, type PickedCompliment } from './random-pick';
import { findReceived, findSubmitted, pickRandomCompliment } from './compliments.service';
import { newBadgesIn } from '../badges/badge-texts';
import { submitCompliment } from './submission.service';
import { thankCompliment } from './thank.service';

const randomAnswer = (compliment: PickedCompliment, image: PickedImage | null) => ({
  id: compliment.id,
  publicId: compliment.publicId,
  text: compliment.text,
  language: compliment.language,
  thankedAt: compliment.thankedAt ? compliment.thankedAt.toISOString() : null,
  image,
});

export const complimentsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { randomPicker, seenCounter: seen, activeImages, languageDetector } = fastify;

    app.get(
      '/random',
      { schema: { response: { 200: RandomComplimentSchema, 204: z.null() } } },
      async (request, reply) => {
        const viewerId = request.user ? request.user.id : null;
        const answer = await pickWithImage(viewerId, intlLocaleOf(request.locale));
        return answer ? answer : reply.code(204).send(null);
      },
    );

    /**
     * The random answer for a viewer (null: a guest) reading in `language`, or null when nothing is
     * visible to them.
     */
    async function pickWithImage(viewerId: number | null, language: Locale) {
      const [compliment, image] = await Promise.all([
        pickRandomCompliment(ctx, randomPicker, viewerId, language),
        pickActiveImage(activeImages),
      ]);
      if (!compliment) return null;
      seen.record(compliment.id, compliment.authorId, image ? image.id : null);
      return randomAnswer(compliment, image);
    }

    // The most frequent call of all, answered before Fastify's per-request work (DECISIONS 31):
    // a guest's pick from what is already in memory, a member's after the same session read as
    // the session hook's. Whatever would answer differently (no pool entry ready, a cookie that
    // is forged, expired or due for a refresh, nothing to show) goes through the route above.
    const cookieName = sessionCookieName(ctx.config.production);
    const sessionOf = sessionOfCookie(fastify, ctx);
    const writeRandom = answerWriter(RandomComplimentSchema);
    // The answer depends on the reader's language, as the locale plugin's Vary says of every JSON
    // answer it lets through.
    const headers = { ...jsonAnswerHeaders(ctx.config), vary: 'accept-language, cookie' };
    const ready = (answer: RandomCompliment): FastAnswer => ({
      status: 200,
      headers,
      body: writeRandom(answer),
    });
    // The lane's URLs carry no query, so a member's saved choice comes first, then what
    // localeOfHeaders reads (the cookie, Accept-Language), as request.locale would have it.
    const memberPick = async (raw: string, request: IncomingMessage) => {
      const session = await sessionOf(raw);
      if (!session || session.refreshed) return undefined;
      const language =
        toLocale(session.user.locale) ??
        intlLocaleOf(localeOfHeaders(request.url, request.headers));
      const answer = await pickWithImage(session.user.id, language);
      return answer ? ready(answer) : undefined;
    };
    app.fastLane.get(`${app.prefix}/random`, (request) => {
      const cookies = request.headers.cookie;
      const raw = cookies?.includes(`${cookieName}=`)
        ? fastify.parseCookie(cookies)[cookieName]
        : undefined;
      if (raw) return memberPick(raw, request);
      const image = pickActiveImageReady(activeImages);
      if (image === undefined) return undefined;
      const language = intlLocaleOf(localeOfHeaders(request.url, request.headers));
      const compliment = pickRandomReady(randomPicker, language);
      if (!compliment) return undefined;
      seen.record(compliment.id, compliment.authorId, image ? image.id : null);
      return ready(randomAnswer(compliment, image));
    });

    app.post(
      '/',
      {
        onRequest: requireConfirmed,
        schema: {
          body: SubmitComplimentBodySchema,
          response: { 201: SubmitComplimentAnswerSchema },
        },
      },
      async (request, reply) => {
        const { text, language, languageConfirmed } = request.body;
        const userId = currentUser(request).id;
        const answer = await submitCompliment(ctx, userId, text, {
          language: language ?? intlLocaleOf(request.locale),
          detector: languageConfirmed ? undefined : languageDetector,
        });
        // The member's other tabs: the karma and badges this compliment earned (DECISIONS 78).
        const { karmaPoints } = answer;
        if (answer.karmaAwarded > 0)
          fastify.liveEvents.publish(userId, { type: 'karma', karmaPoints });
        for (const badge of answer.newBadges) {
          fastify.liveEvents.publish(userId, { type: 'badge', badge, karmaPoints });
        }
        return reply.code(201).send(await newBadgesIn(request, answer));
      },
    );

    // Whatever the body holds (a userId, say) is ignored: the thanker is the session's member.
    app.post(
      '/:id/thank',
      {
        onRequest: requireConfirmed,
        schema: { params: ComplimentIdParamsSchema, response: { 201: ThankAnswerSchema } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const answer = await thankCompliment(ctx, request.params.id, user.id, fastify.liveEvents);
        return reply.code(201).send(await newBadgesIn(request, answer));
      },
    );

    app.get(
      '/submitted',
      { onRequest: requireUser, schema: { response: { 200: SubmittedComplimentListSchema } } },
      async (request) => findSubmitted(ctx, currentUser(request).id),
    );

    app.get(
      '/received',
      { onRequest: requireUser, schema: { response: { 200: ReceivedComplimentListSchema } } },
      async (request) => findReceived(ctx, currentUser(request)),
    );
  };
