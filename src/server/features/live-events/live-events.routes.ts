// GET /api/events: a signed-in member's live events as Server-Sent Events (DECISIONS 78). Written
// by hand on the raw response: the answer outlives Fastify's request handling, which only checks
// the member and the query, so the route hijacks the reply once they pass.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '../../../contract/http';
import { LiveEventsQuerySchema } from '../../../contract/live-events';
import { currentUser, requireUser } from '../../plugins/auth-guards';

export const liveEventsRoutes = (): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { eventStreams, readiness } = fastify;

  app.get(
    '/',
    {
      onRequest: requireUser,
      // A HEAD would open a stream that writes nothing.
      exposeHeadRoute: false,
      schema: {
        querystring: LiveEventsQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const header = request.headers['last-event-id'];
      const lastEventId =
        (typeof header === 'string' ? header : undefined) ?? request.query.lastEventId;
      // The security headers the scope's hooks set, no cookie refresh (the page's other requests
      // send it), and what keeps proxies from holding the events back.
      const {
        'content-length': _length,
        'set-cookie': _cookie,
        ...headers
      } = reply.getHeaders() as OutgoingHttpHeaders;
      reply.hijack();
      await eventStreams.open(
        {
          userId: user.id,
          sessionId: request.sessionId ?? '',
          response: reply.raw,
          headers: {
            ...headers,
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-accel-buffering': 'no',
          },
          lastEventId,
        },
        readiness.stopping,
      );
    },
  );
};
