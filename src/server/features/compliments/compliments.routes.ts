// The compliments API (PRODUCT 13, 25): random pick, submit, thank, and the profile's two lists.
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
import type { AppContext } from '../../context';
import { currentUser, requireConfirmed, requireUser } from '../../plugins/auth-guards';
import { pickActiveImage, pickActiveImageReady, type PickedImage } from '../images/images.service';
import { answerWriter } from '../../plugins/serializer';
import { jsonAnswerHeaders } from '../../plugins/security';
import type { FastAnswer } from '../../plugins/fast-lane';
import { sessionCookieName, sessionOfCookie } from '../identity/auth/session-cookie';
import { pickRandomReady, type PickedCompliment } from './random-pick';
import { findReceived, findSubmitted, pickRandomCompliment } from './compliments.service';
import { submitCompliment } from './submission.service';
import { thankCompliment } from './thank.service';

const randomAnswer = (compliment: PickedCompliment, image: PickedImage | null) => ({
  id: compliment.id,
  publicId: compliment.publicId,
  text: compliment.text,
  thankedAt: compliment.thankedAt ? compliment.thankedAt.toISOString() : null,
  image,
});

export const complimentsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { randomPicker, seenCounter: seen, activeImages } = fastify;

    app.get(
      '/random',
      { schema: { response: { 200: RandomComplimentSchema, 204: z.null() } } },
      async (request, reply) => {
        const answer = await pickWithImage(request.user ? request.user.id : null);
        return answer ? answer : reply.code(204).send(null);
      },
    );

    /** The random answer for a viewer (null: a guest), or null when nothing is visible to them. */
    async function pickWithImage(viewerId: number | null) {
      const [compliment, image] = await Promise.all([
        pickRandomCompliment(ctx, randomPicker, viewerId),
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
    const headers = jsonAnswerHeaders(ctx.config);
    const ready = (answer: RandomCompliment): FastAnswer => ({
      status: 200,
      headers,
      body: writeRandom(answer),
    });
    const memberPick = async (raw: string) => {
      const session = await sessionOf(raw);
      if (!session || session.refreshed) return undefined;
      const answer = await pickWithImage(session.user.id);
      return answer ? ready(answer) : undefined;
    };
    app.fastLane.get(`${app.prefix}/random`, (request) => {
      const cookies = request.headers.cookie;
      const raw = cookies?.includes(`${cookieName}=`)
        ? fastify.parseCookie(cookies)[cookieName]
        : undefined;
      if (raw) return memberPick(raw);
      const image = pickActiveImageReady(activeImages);
      if (image === undefined) return undefined;
      const compliment = pickRandomReady(randomPicker);
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
        const answer = await submitCompliment(ctx, currentUser(request).id, request.body.text);
        return reply.code(201).send(answer);
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
        const answer = await thankCompliment(ctx, request.params.id, currentUser(request).id);
        return reply.code(201).send(answer);
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
