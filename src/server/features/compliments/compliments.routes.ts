// The compliments API (PRODUCT 13, 25): random pick, submit, thank, and the profile's two lists.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ComplimentIdParamsSchema,
  RandomComplimentSchema,
  ReceivedComplimentListSchema,
  SubmitComplimentAnswerSchema,
  SubmitComplimentBodySchema,
  SubmittedComplimentListSchema,
  ThankAnswerSchema,
} from '../../../contract/compliments';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { pickActiveImage } from '../images/images.service';
import {
  findReceived,
  findSubmitted,
  pickRandomCompliment,
  submitCompliment,
  thankCompliment,
} from './compliments.service';
import type { SeenCounter } from './seen-counter';

export const complimentsRoutes =
  (ctx: AppContext, seen: SeenCounter): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/random',
      { schema: { response: { 200: RandomComplimentSchema, 204: z.null() } } },
      async (request, reply) => {
        const viewer = request.user;
        const [compliment, image] = await Promise.all([
          pickRandomCompliment(ctx, viewer ? viewer.id : null),
          pickActiveImage(ctx),
        ]);
        if (!compliment) return reply.code(204).send(null);
        seen.record(compliment.id, image ? image.id : null);
        return {
          id: compliment.id,
          text: compliment.text,
          thankedAt: compliment.thankedAt ? compliment.thankedAt.toISOString() : null,
          image: image ?? null,
        };
      },
    );

    app.post(
      '/',
      {
        onRequest: requireUser,
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
        onRequest: requireUser,
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
