// POST /api/account/delete (PRODUCT 11.6): the member deletes their own account with their
// password, choosing what happens to their compliments; the session cookie is cleared.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DeleteAccountBodySchema } from '../../../contract/account-deletion';
import { ACCOUNT_DELETION_MESSAGES } from '../../../contract/account-deletion-messages';
import { MessageAnswerSchema } from '../../../contract/auth';
import { ErrorBodySchema } from '../../../contract/http';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth-guards';
import { deleteOwnAccount } from './account-deletion.service';

export const accountDeletionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/delete',
      {
        onRequest: requireUser,
        schema: {
          body: DeleteAccountBodySchema,
          response: {
            200: MessageAnswerSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const member = currentUser(request);
        // Counted before the password is checked, so it cannot be guessed here at speed.
        await ctx.limiters.consume('accountDelete', String(member.id));
        await deleteOwnAccount(
          ctx,
          { picks: fastify.randomPicker, liveEvents: fastify.liveEvents },
          member.id,
          request.body,
        );
        reply.clearSessionCookie();
        return { message: ACCOUNT_DELETION_MESSAGES.deleted };
      },
    );
  };
