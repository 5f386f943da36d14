// An admin resets another account's two-factor sign-in (PRODUCT 11.7): a lost phone and lost
// recovery codes. Mounted inside the /api/admin scope whose onRequest hook is requireAdmin.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UserIdParamsSchema } from '../../../contract/admin';
import { MessageAnswerSchema } from '../../../contract/auth';
import { ErrorBodySchema } from '../../../contract/http';
import { TWO_FACTOR_MESSAGES } from '../../../contract/two-factor-messages';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth-guards';
import { resetTwoFactor } from '../identity/two-factor/two-factor.service';

export const adminTwoFactorRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/users/:id/two-factor/reset',
      {
        schema: {
          params: UserIdParamsSchema,
          response: {
            200: MessageAnswerSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { mustEnrol } = await resetTwoFactor(ctx, currentUser(request).id, request.params.id);
        return {
          message: mustEnrol
            ? TWO_FACTOR_MESSAGES.resetDone
            : TWO_FACTOR_MESSAGES.resetDonePasswordOnly,
        };
      },
    );
  };
