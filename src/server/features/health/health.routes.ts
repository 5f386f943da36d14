// Liveness and readiness probes for load balancers (SECURITY F1).
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get('/healthz', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );

    app.get('/readyz', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(ctx.database.ping(), 800);
        return reply.send({ status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).header('retry-after', '5').send({ status: 'unavailable' });
      }
    });
  };
