// Liveness and readiness probes for load balancers and orchestrators (SECURITY F1).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { fixedAnswer } from '../../plugins/fast-lane';
import { answerAsJson, jsonAnswerHeaders } from '../../plugins/security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route override; answering nothing lets the request through. */
    pressureHandler?: () => void;
  }
}

const ALIVE = { status: 'ok' as const };
const AliveSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({ status: z.enum(['ready', 'unavailable', 'leaving']) });

/** The readiness answer must come within a second even when the database hangs (F1). */
const READY_TIMEOUT_MS = 800;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    answerAsJson(fastify, ctx.config);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // A process that is merely busy is still alive: shedding its liveness probe would get it
    // restarted under load, which only makes the load worse. /readyz is shed like any route.
    app.get(
      '/healthz',
      {
        config: { pressureHandler: () => undefined },
        schema: { response: { 200: AliveSchema } },
      },
      async (_request, reply) => reply.header('cache-control', 'no-store').send(ALIVE),
    );
    const alive = fixedAnswer(200, jsonAnswerHeaders(ctx.config), JSON.stringify(ALIVE));
    app.fastLane.get('/healthz', () => alive, { whileShedding: true });

    app.get(
      '/readyz',
      { schema: { response: { 200: ReadySchema, 503: ReadySchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // Stopping: the balancer takes this instance out while it still serves (DECISIONS 62).
        if (fastify.readiness.state === 'leaving') {
          return reply.code(503).header('retry-after', '5').send({ status: 'leaving' });
        }
        try {
          await withTimeout(ctx.database.ping(), READY_TIMEOUT_MS);
          return reply.send({ status: 'ready' });
        } catch (error) {
          request.log.warn({ err: error }, 'database not ready');
          return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
        }
      },
    );
  };
