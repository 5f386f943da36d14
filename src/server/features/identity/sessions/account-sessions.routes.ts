// The member's own sessions (PRODUCT 11.4): list them, end one, end all but this one.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountSessionsSchema,
  EndOtherSessionsAnswerSchema,
  EndSessionAnswerSchema,
  SessionIdParamsSchema,
} from '../../../../contract/account-sessions';
import { ErrorBodySchema } from '../../../../contract/http';
import type { AppContext } from '../../../context';
import { currentUser, requireUser } from '../../../plugins/auth-guards';
import {
  deleteAccountSession,
  deleteOtherSessions,
  findAccountSessions,
} from './account-sessions.service';

/** The signed-in request's own session id, which requireUser guarantees. */
function sessionIdOf(request: { sessionId: string | null }): string {
  if (!request.sessionId) throw new Error('requireUser must guard this route');
  return request.sessionId;
}

export const accountSessionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/sessions',
      {
        onRequest: requireUser,
        schema: { response: { 200: AccountSessionsSchema, 401: ErrorBodySchema } },
      },
      async (request) => ({
        sessions: await findAccountSessions(ctx, currentUser(request).id, sessionIdOf(request)),
      }),
    );

    // Ending this browser's own session from the list logs it out, as Log out would (DECISIONS 58).
    app.delete(
      '/sessions/:id',
      {
        onRequest: requireUser,
        schema: {
          params: SessionIdParamsSchema,
          response: { 200: EndSessionAnswerSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const answer = await deleteAccountSession(
          ctx,
          currentUser(request).id,
          request.params.id,
          sessionIdOf(request),
        );
        if (answer.loggedOut) reply.clearSessionCookie();
        return answer;
      },
    );

    app.post(
      '/sessions/end-others',
      {
        onRequest: requireUser,
        schema: { response: { 200: EndOtherSessionsAnswerSchema, 401: ErrorBodySchema } },
      },
      async (request) => ({
        ended: await deleteOtherSessions(ctx, currentUser(request).id, sessionIdOf(request)),
      }),
    );
  };
