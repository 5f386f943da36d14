// The moderation API: members report compliments; admins work the queue, search compliments and
// keep the watched words. Suspending a member is routed in admin-users, beside the members table
// it is done from. The admin routes are mounted inside the /api/admin scope whose onRequest hook
// is requireAdmin (SECURITY C1).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ComplimentIdParamsSchema } from '../../../contract/compliments';
import {
  ComplimentSearchQuerySchema,
  ModeratedComplimentSchema,
  ModerationDecisionBodySchema,
  ModerationIdParamsSchema,
  ModerationLogSchema,
  ModerationQueueSchema,
  ModerationSummarySchema,
  QueueQuerySchema,
  ReportAnswerSchema,
  ReportBodySchema,
  SuspensionBodySchema,
  WatchedWordBodySchema,
  WatchedWordListSchema,
  WatchedWordSchema,
} from '../../../contract/moderation';
import type { AppContext } from '../../context';
import { currentUser, requireConfirmed } from '../../plugins/auth-guards';
import { findModerationLog } from './moderation-log.service';
import { reportCompliment } from './reports.service';
import {
  countPending,
  findQueue,
  hideCompliment,
  removeCompliment,
  restoreCompliment,
  searchCompliments,
} from './review-decisions.service';
import { sweepExpiredSuspensions } from './suspensions.service';
import { addWatchedWord, deleteWatchedWord, listWatchedWords } from './watched-words.service';

/** How often each instance ends the suspensions whose time is up. */
const SUSPENSION_SWEEP_MS = 60_000;

/** POST /api/compliments/:id/report, mounted beside the compliments API. */
export const reportRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const picks = fastify.randomPicker;
    app.post(
      '/:id/report',
      {
        onRequest: requireConfirmed,
        schema: {
          params: ComplimentIdParamsSchema,
          body: ReportBodySchema,
          response: { 201: ReportAnswerSchema },
        },
      },
      async (request, reply) => {
        const answer = await reportCompliment(
          ctx,
          picks,
          currentUser(request).id,
          request.params.id,
          request.body,
        );
        return reply.code(201).send(answer);
      },
    );

    const sweep = setInterval(() => {
      sweepExpiredSuspensions(ctx, picks).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'suspension sweep failed'),
      );
    }, SUSPENSION_SWEEP_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  };

/** Mounted at /api/admin/moderation inside the admin scope. */
export const moderationAdminRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const picks = fastify.randomPicker;
    const adminId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;

    app.get(
      '/queue',
      { schema: { querystring: QueueQuerySchema, response: { 200: ModerationQueueSchema } } },
      async (request) => findQueue(ctx, request.query),
    );

    app.get('/summary', { schema: { response: { 200: ModerationSummarySchema } } }, async () => ({
      pendingCount: await countPending(ctx),
    }));

    app.get('/log', { schema: { response: { 200: ModerationLogSchema } } }, async () =>
      findModerationLog(ctx),
    );

    app.get(
      '/compliments',
      {
        schema: {
          querystring: ComplimentSearchQuerySchema,
          response: { 200: z.array(ModeratedComplimentSchema) },
        },
      },
      async (request) => searchCompliments(ctx, request.query.q, request.query.language),
    );

    const decision = {
      params: ModerationIdParamsSchema,
      body: ModerationDecisionBodySchema,
      response: { 200: ModeratedComplimentSchema },
    };
    app.post('/compliments/:id/restore', { schema: decision }, async (request) =>
      restoreCompliment(ctx, picks, adminId(request), request.params.id, request.body.reason),
    );
    app.post('/compliments/:id/remove', { schema: decision }, async (request) =>
      removeCompliment(
        ctx,
        picks,
        adminId(request),
        request.params.id,
        request.body.reason,
        undefined,
        fastify.liveEvents,
      ),
    );
    app.post('/compliments/:id/hide', { schema: decision }, async (request) =>
      hideCompliment(ctx, picks, adminId(request), request.params.id, request.body.reason),
    );
    app.post(
      '/compliments/:id/remove-and-suspend',
      { schema: { ...decision, body: SuspensionBodySchema } },
      async (request) =>
        removeCompliment(
          ctx,
          picks,
          adminId(request),
          request.params.id,
          request.body.reason,
          request.body.duration,
          fastify.liveEvents,
        ),
    );

    app.get('/watched-words', { schema: { response: { 200: WatchedWordListSchema } } }, async () =>
      listWatchedWords(ctx),
    );
    app.post(
      '/watched-words',
      { schema: { body: WatchedWordBodySchema, response: { 201: WatchedWordSchema } } },
      async (request, reply) =>
        reply.code(201).send(await addWatchedWord(ctx, adminId(request), request.body)),
    );
    app.delete(
      '/watched-words/:id',
      { schema: { params: ModerationIdParamsSchema, response: { 204: z.null() } } },
      async (request, reply) => {
        await deleteWatchedWord(ctx, adminId(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
